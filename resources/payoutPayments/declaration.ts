/**
 * Payouts to partners and agents (issue 38): what was paid to a partner or an agent for a month of
 * their policies, with the payment's date and reference. What is due is not kept: it is worked out
 * from their policies' payout when asked (server/routes/payouts.ts), so a corrected policy counts at once.
 * The Payouts screen (PayoutsDue.tsx, /panel/payouts) records them and links to their own list.
 */
import { defineResource, type RecordOf } from '../core/defineResource';
import { date, decimal, isMonth, reference, text } from '../core/fields';
import { payoutPaymentHindi } from './declaration.hi';

export const payoutPaymentDeclaration = defineResource({
  name: 'payoutPayments',
  endpoint: '/payout-payment',
  table: 'payout_payments',
  label: { one: 'Payout payment', many: 'Payout payments' },
  hindi: payoutPaymentHindi,
  declaredOnly: true,
  recordRepresentation: 'reference',
  fields: {
    partner: reference({ label: 'Partner', reference: 'partners' }),
    agent: reference({ label: 'Agent', reference: 'agents' }),
    month: text({ label: 'Month', required: true, maxLength: 7 }),
    amount: decimal({ label: 'Amount', required: true, scale: 2, min: 0.01, max: 10_000_000_000, money: true, toThePaisa: true }),
    paid_on: date({ label: 'Paid On', required: true }),
    reference: text({ label: 'Reference', required: true, maxLength: 100 }),
    note: text({ label: 'Note', maxLength: 500, multiline: true }),
  },
  rules: [
    { field: 'month', uses: ['month'], message: 'Month must be a month as YYYY-MM', test: (payment) => isMonth(payment.month) },
    // On the month, which every payment has: a rule runs only when its own field holds a value.
    { field: 'month', uses: [], reads: ['partner', 'agent'], message: 'Choose the partner or the agent this payout is for, not both', test: (payment) => !payment.partner !== !payment.agent },
  ],
  listFields: ['month', 'partner', 'agent', 'amount', 'paid_on', 'reference'],
  searchFields: ['reference'],
  sortFields: ['month', 'paid_on', 'amount'],
  filterFields: ['month', 'partner', 'agent'],
  defaultSort: { field: 'paid_on', order: 'DESC' },
});

export type PayoutPayment = RecordOf<typeof payoutPaymentDeclaration>;
