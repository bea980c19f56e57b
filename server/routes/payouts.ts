/**
 * Partner and agent payouts (issue 38): GET /payout-payment/due?month= — for every partner and
 * agent with policies starting that month or a payment for it, the payout due from their policies
 * (computed today), what was paid and the balance; GET /payout-payment/statement?month=&partner=|agent=
 * — their statement as CSV: the month's policies with their payout, the payments, the balance.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import { z } from 'zod';
import { isMonth } from '../../resources/core/fields';
import { payoutPaymentDeclaration } from '../../resources/payoutPayments/declaration';
import { daysOfMonth } from '../calendar';
import { BYTE_ORDER_MARK, spreadsheetSafe } from '../export/csv';
import { badRequest, notFound } from '../httpErrors';

type PartyKind = 'partner' | 'agent';
const PARTY_TABLES = { partner: 'partners', agent: 'agents' } as const;

const month = z.string().refine(isMonth);
const dueQuery = z.object({ month });
const statementQuery = z.union([z.object({ month, partner: z.string().min(1).max(64) }), z.object({ month, agent: z.string().min(1).max(64) })]);

const access = { config: { access: { resource: payoutPaymentDeclaration.name, action: 'list' } } };
const rupees = (paise: unknown) => Math.round(Number(paise ?? 0)) / 100;

export interface PayoutDue {
  kind: PartyKind;
  id: string;
  name: string;
  policies: number;
  due: number;
  paid: number;
  balance: number;
}

/** Policies starting in the month, per partner and agent: how many and their payout (paise). */
function policiesOfMonth(db: Kysely<any>, value: string, kind: PartyKind) {
  const { first, last } = daysOfMonth(value);
  return db
    .selectFrom('motor_policies')
    .select([`${kind} as party`, (eb) => eb.fn.countAll<string>().as('policies'), (eb) => eb.fn.sum<string>('payout').as('due')])
    .where('start_date', '>=', first)
    .where('start_date', '<=', last)
    .where(kind, 'is not', null)
    .groupBy(kind)
    .execute();
}

function paymentsOfMonth(db: Kysely<any>, value: string, kind: PartyKind) {
  return db
    .selectFrom('payout_payments')
    .select([`${kind} as party`, (eb) => eb.fn.sum<string>('amount').as('paid')])
    .where('month', '=', value)
    .where(kind, 'is not', null)
    .groupBy(kind)
    .execute();
}

async function duesOf(db: Kysely<any>, value: string, kind: PartyKind): Promise<PayoutDue[]> {
  const [policies, payments] = await Promise.all([policiesOfMonth(db, value, kind), paymentsOfMonth(db, value, kind)]);
  const ids = [...new Set([...policies, ...payments].map((row) => row.party as string))];
  if (!ids.length) return [];
  const names = new Map((await db.selectFrom(PARTY_TABLES[kind]).select(['id', 'name']).where('id', 'in', ids).execute()).map((row) => [row.id, String(row.name)]));
  const owedBy = new Map(policies.map((row) => [row.party as string, row]));
  const paidTo = new Map(payments.map((row) => [row.party as string, row]));
  return ids.map((id) => {
    const owed = owedBy.get(id);
    const due = rupees(owed?.due);
    const paid = rupees(paidTo.get(id)?.paid);
    return { kind, id, name: names.get(id) ?? id, policies: Number(owed?.policies ?? 0), due, paid, balance: Math.round((due - paid) * 100) / 100 };
  });
}

export const payoutRoutes: FastifyPluginAsync = async (app) => {
  const endpoint = payoutPaymentDeclaration.endpoint;

  app.get(`${endpoint}/due`, access, async (request) => {
    const parsed = dueQuery.safeParse(request.query);
    if (!parsed.success) throw badRequest('monthParameter');
    const dues = [...(await duesOf(app.listDb, parsed.data.month, 'partner')), ...(await duesOf(app.listDb, parsed.data.month, 'agent'))];
    return { data: dues.sort((a, b) => a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind)) };
  });

  const db = app.db as Kysely<any>;

  app.get(`${endpoint}/statement`, access, async (request, reply) => {
    const parsed = statementQuery.safeParse(request.query);
    if (!parsed.success) throw badRequest('statementParameters');
    const { month: value } = parsed.data;
    const kind: PartyKind = 'partner' in parsed.data ? 'partner' : 'agent';
    const id = 'partner' in parsed.data ? parsed.data.partner : parsed.data.agent;
    const party = await db.selectFrom(PARTY_TABLES[kind]).select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!party) throw notFound('noSuchParty', { kind });
    const { first, last } = daysOfMonth(value);
    const policies = await db
      .selectFrom('motor_policies')
      .select(['policy_number', 'customer_name', 'start_date', 'total_premium', 'payout'])
      .where(kind, '=', id)
      .where('start_date', '>=', first)
      .where('start_date', '<=', last)
      .orderBy('start_date')
      .orderBy('policy_number')
      .execute();
    const payments = await db.selectFrom('payout_payments').select(['paid_on', 'reference', 'amount']).where(kind, '=', id).where('month', '=', value).orderBy('paid_on').execute();
    const due = policies.reduce((sum, policy) => sum + Number(policy.payout ?? 0), 0);
    const paid = payments.reduce((sum, payment) => sum + Number(payment.amount), 0);
    const rows = [
      [`Payout statement of ${party.name} for ${value}`],
      [],
      ['Policy Number', 'Customer Name', 'Start Date', 'Total Premium', 'Payout'],
      ...policies.map((policy) => [policy.policy_number, policy.customer_name, String(policy.start_date), rupees(policy.total_premium), rupees(policy.payout)]),
      ['Payout due', '', '', '', rupees(due)],
      [],
      ['Paid On', 'Reference', '', '', 'Amount'],
      ...payments.map((payment) => [String(payment.paid_on), payment.reference, '', '', rupees(payment.amount)]),
      ['Paid', '', '', '', rupees(paid)],
      ['Balance', '', '', '', rupees(due - paid)],
    ];
    const fileName = `payout-${String(party.name).replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || kind}-${value}.csv`;
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('Cache-Control', 'no-store')
      .send(BYTE_ORDER_MARK + Papa.unparse(rows.map((row) => row.map((cell) => (typeof cell === 'string' ? spreadsheetSafe(cell) : cell)))));
  });
};
