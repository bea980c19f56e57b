import type { motorPolicyDeclaration } from './declaration';

type PolicyField = keyof typeof motorPolicyDeclaration.fields;

/**
 * The form sections in the spec's order (Add Policy; the edit and extraction dialogs reuse them).
 * Commission Details lists only the entered percentages: payin, payout and margin are computed.
 */
export const policySections: { key: string; fields: PolicyField[] }[] = [
  { key: 'policy', fields: ['policy_number', 'insurer', 'business_type', 'policy_type', 'sum_insured'] },
  { key: 'customer', fields: ['customer_name', 'customer_phone', 'customer_email', 'customer_address'] },
  {
    key: 'vehicle',
    fields: [
      'make', 'model', 'manufacturing_year', 'vehicle_number', 'rto_code', 'vehicle_idv', 'seating_capicity',
      'engine_number', 'chasis_number', 'fuel_type', 'gross_vehicle_weight', 'cc', 'registration_date',
    ],
  },
  {
    key: 'dates',
    fields: ['start_date', 'end_date', 'issue_date', 'od_start_date', 'od_end_date', 'tp_start_date', 'tp_end_date'],
  },
  {
    key: 'premium',
    fields: [
      'basic_od_premium', 'total_od_add_on_premium', 'ncb', 'total_od_premium', 'basic_tp_premium',
      'total_tp_add_on_premium', 'total_tp_premium', 'gross_discount', 'net_premium', 'taxes_rate', 'taxes', 'total_premium',
    ],
  },
  {
    key: 'commission',
    fields: ['commission_receivable_od', 'commission_receivable_tp', 'commission_payable_od', 'commission_payable_tp'],
  },
  {
    key: 'previous',
    fields: ['previous_insurer_name', 'previous_policy_number', 'previous_policy_end_date', 'prev_policy_expiry', 'previous_ncb'],
  },
  { key: 'broker', fields: ['broker_name', 'broker_email', 'broker_code', 'partner', 'agent'] },
];
