import type { motorPolicyDeclaration } from '../motorPolicies/declaration';
import { COMMISSION_FIELDS } from './declaration';

type PolicyField = keyof typeof motorPolicyDeclaration.fields;

/**
 * The spec's camelCase payload of the 'Update Extracted Policy' dialog (section 3), by the policy
 * field each key fills. The server accepts these names (declaration aliases and camelCase).
 */
export const CAMEL_CASE_PAYLOAD: Record<string, PolicyField> = {
  policyNumber: 'policy_number',
  productType: 'business_type',
  policyType: 'policy_type',
  seatingCapacity: 'seating_capicity',
  sumInsured: 'sum_insured',
  registrationDate: 'registration_date',
  riskStartDate: 'start_date',
  riskEndDate: 'end_date',
  policyIssueDate: 'issue_date',
  odStartDate: 'od_start_date',
  odEndDate: 'od_end_date',
  tpStartDate: 'tp_start_date',
  tpEndDate: 'tp_end_date',
  customerName: 'customer_name',
  customerEmail: 'customer_email',
  mobileNo: 'customer_phone',
  address: 'customer_address',
  make: 'make',
  model: 'model',
  manufacturingYear: 'manufacturing_year',
  vehicleNumber: 'vehicle_number',
  vehicleIdv: 'vehicle_idv',
  engineNumber: 'engine_number',
  chasisNumber: 'chasis_number',
  rtoCode: 'rto_code',
  fuelType: 'fuel_type',
  grossVehicleWeight: 'gross_vehicle_weight',
  cc: 'cc',
  basicOdPremium: 'basic_od_premium',
  totalOdPremium: 'total_od_premium',
  totalOdAddOnPremium: 'total_od_add_on_premium',
  basicTpPremium: 'basic_tp_premium',
  totalTpPremium: 'total_tp_premium',
  totalTpAddOnPremium: 'total_tp_add_on_premium',
  netPremium: 'net_premium',
  taxes: 'taxes',
  taxesRate: 'taxes_rate',
  ncb: 'ncb',
  grossDiscount: 'gross_discount',
  previousNcb: 'previous_ncb',
  prevPolicyExpiry: 'prev_policy_expiry',
  totalPremium: 'total_premium',
  previousInsurerName: 'previous_insurer_name',
  previousPolicyNumber: 'previous_policy_number',
  previousPolicyEndDate: 'previous_policy_end_date',
  brokerName: 'broker_name',
  brokerEmail: 'broker_email',
  brokerCode: 'broker_code',
};

const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/** The dialog's form values (snake_case) as the camelCase payload, with the upload's commissions and partner. */
export function toCamelCasePayload(values: Record<string, unknown>, upload: Record<string, unknown>) {
  const payload: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(CAMEL_CASE_PAYLOAD)) payload[key] = blankToNull(values[field]);
  for (const field of COMMISSION_FIELDS) payload[field] = upload[field];
  if (upload.partner) payload.partner = upload.partner;
  return payload;
}

/** The extracted fields as the form's starting values; the previous policy's expiry fills both of its fields. */
export function reviewDefaults(extracted: Record<string, unknown> | null | undefined) {
  const values: Record<string, unknown> = { ...extracted };
  values.prev_policy_expiry ??= values.previous_policy_end_date;
  return values;
}
