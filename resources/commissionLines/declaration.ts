/**
 * Commission statement lines (issue 38): what an insurer paid the brokerage for a policy, imported
 * from its statement (CSV or Excel) and matched to the policy (server/reconciliation): the payin
 * expected of the policy today against the commission received, the difference and a status.
 * Staff mark a line reconciled, with a note, once they have dealt with it.
 *
 * One line per policy number: importing a statement again updates its lines or skips them.
 */
import { defineResource, type RecordOf } from '../core/defineResource';
import { boolean, choice, date, decimal, reference, text } from '../core/fields';
import { commissionLineHindi } from './declaration.hi';

export const RECONCILIATION_STATUSES = ['Matched', 'Short-paid', 'Over-paid', 'No policy'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];
/** A line no policy matched: nothing was expected of it, so it has no difference. */
export const NO_POLICY: ReconciliationStatus = 'No policy';

const MOST_RUPEES = 10_000_000_000;
const rupees = (label: string, required = false) => decimal({ label, required, scale: 2, min: 0, max: MOST_RUPEES, money: true });

export const commissionLineDeclaration = defineResource({
  name: 'commissionLines',
  endpoint: '/commission-line',
  table: 'commission_lines',
  importKey: 'policy_number',
  label: { one: 'Commission line', many: 'Commission lines' },
  hindi: commissionLineHindi,
  menu: { group: 'motorInsurance', icon: 'receipt' },
  declaredOnly: true,
  recordRepresentation: 'policy_number',
  fields: {
    policy_number: text({ label: 'Policy Number', required: true, maxLength: 60, identifier: true }),
    insurer: reference({ label: 'Insurer', reference: 'companies' }),
    vehicle_number: text({ label: 'Vehicle Number', maxLength: 20 }),
    policy_start_date: date({ label: 'Policy Start Date' }),
    premium: rupees('Premium'),
    commission: rupees('Commission Received', true),
    od_commission: rupees('OD Commission'),
    tp_commission: rupees('TP Commission'),
    payment_date: date({ label: 'Payment Date', required: true }),
    // Worked out by the server from the match with a policy: the month its policy started (the
    // month of business the commission is for).
    statement_month: text({ label: 'Month', maxLength: 7, readOnly: true }),
    policy: reference({ label: 'Policy', reference: 'motorPolicies', readOnly: true }),
    expected: decimal({ label: 'Expected Payin', scale: 2, min: -MOST_RUPEES, max: MOST_RUPEES, money: true, readOnly: true }),
    difference: decimal({ label: 'Difference', scale: 2, min: -MOST_RUPEES, max: MOST_RUPEES, money: true, readOnly: true }),
    status: choice({ label: 'Status', choices: RECONCILIATION_STATUSES, readOnly: true }),
    reconciled: boolean({ label: 'Reconciled', defaultValue: false }),
    reconcile_note: text({ label: 'Note', maxLength: 500, multiline: true }),
  },
  listFields: ['policy_number', 'insurer', 'payment_date', 'expected', 'commission', 'difference', 'status', 'reconciled'],
  searchFields: ['policy_number', 'vehicle_number'],
  sortFields: ['policy_number', 'payment_date', 'commission', 'difference'],
  filterFields: ['insurer', 'statement_month', 'status', 'reconciled'],
  bulkFields: ['reconciled', 'reconcile_note'],
  uniqueFields: ['policy_number'],
  defaultSort: { field: 'payment_date', order: 'DESC' },
});

export type CommissionLine = RecordOf<typeof commissionLineDeclaration>;
