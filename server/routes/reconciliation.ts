/**
 * Commission reconciliation (issue 38) beside the commission lines' own routes: totals of an
 * insurer's month (expected, received, difference, per status), the policies of that month no line
 * names, and matching the open lines again (after policies were added or corrected).
 */
import type { FastifyPluginAsync } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { commissionLineDeclaration, RECONCILIATION_STATUSES } from '../../resources/commissionLines/declaration';
import { isMonth } from '../../resources/core/fields';
import { daysOfMonth } from '../calendar';
import { matchLines } from '../reconciliation/matchLines';
import { createRepository } from '../db/repository';
import { toStoredFlag } from '../db/storageMapping';
import { badRequest } from '../httpErrors';

const scope = z.object({
  insurer: z.string().min(1).max(64).optional(),
  statement_month: z.string().refine(isMonth).optional(),
});
const paging = scope.extend({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(25) });

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest('reconciliationParameters');
  return result.data;
}

const access = (action: 'list' | 'update') => ({ config: { access: { resource: commissionLineDeclaration.name, action } } });
const rupees = (paise: unknown) => Number(paise ?? 0) / 100;

/** The lines of the scope (an insurer, a month, both or neither). */
const linesOf = (db: Kysely<any>, { insurer, statement_month }: z.infer<typeof scope>) =>
  db
    .selectFrom('commission_lines')
    .$if(insurer !== undefined, (query) => query.where('insurer', '=', insurer!))
    .$if(statement_month !== undefined, (query) => query.where('statement_month', '=', statement_month!));

/** The insurer's policies starting in the month that no statement line names. */
function missingPolicies(db: Kysely<any>, insurer: string, month: string) {
  const { first, last } = daysOfMonth(month);
  return db
    .selectFrom('motor_policies as policy')
    .where('policy.insurer', '=', insurer)
    .where('policy.start_date', '>=', first)
    .where('policy.start_date', '<=', last)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('commission_lines as line').select('line.id').whereRef('line.policy', '=', 'policy.id'))));
}

/** Lines matched again per transaction. */
const MATCH_BATCH = 500;

export const reconciliationRoutes: FastifyPluginAsync = async (app) => {
  const endpoint = commissionLineDeclaration.endpoint;

  app.get(`${endpoint}/totals`, access('list'), async (request) => {
    const filter = parsed(scope, request.query);
    const rows = await linesOf(app.db, filter)
      .select((eb) => [
        'status',
        eb.fn.countAll<string>().as('count'),
        eb.fn.sum<string>('expected').as('expected'),
        eb.fn.sum<string>('commission').as('received'),
        eb.fn.sum<string>('difference').as('difference'),
        sql<string>`sum(case when reconciled then 1 else 0 end)`.as('reconciled'),
      ])
      .groupBy('status')
      .execute();
    const byStatus = RECONCILIATION_STATUSES.map((status) => {
      const row = rows.find((candidate) => candidate.status === status);
      return { status, count: Number(row?.count ?? 0), expected: rupees(row?.expected), received: rupees(row?.received), difference: rupees(row?.difference) };
    });
    const sum = (key: 'count' | 'expected' | 'received' | 'difference') => byStatus.reduce((total, entry) => total + entry[key], 0);
    const missing =
      filter.insurer && filter.statement_month
        ? Number((await missingPolicies(app.db, filter.insurer, filter.statement_month).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count)
        : null;
    return {
      lines: sum('count'),
      expected: Math.round(sum('expected') * 100) / 100,
      received: Math.round(sum('received') * 100) / 100,
      difference: Math.round(sum('difference') * 100) / 100,
      reconciled: rows.reduce((total, row) => total + Number(row.reconciled ?? 0), 0),
      byStatus,
      missing,
    };
  });

  app.get(`${endpoint}/missing`, access('list'), async (request) => {
    const { insurer, statement_month, page, limit } = parsed(paging, request.query);
    if (!insurer || !statement_month) throw badRequest('chooseInsurerAndMonth');
    const missing = missingPolicies(app.db, insurer, statement_month);
    const [rows, total] = await Promise.all([
      missing
        .select(['policy.id', 'policy.policy_number', 'policy.customer_name', 'policy.start_date', 'policy.payin'])
        .orderBy('policy.start_date')
        .orderBy('policy.id')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      missing.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const data = rows.map((row) => ({ _id: row.id, policy_number: row.policy_number, customer_name: row.customer_name, start_date: row.start_date, payin: rupees(row.payin) }));
    return { data, meta: { total: Number(total.count), page, limit } };
  });

  app.post(`${endpoint}/match`, access('update'), async (request) => {
    const filter = parsed(scope, request.body);
    const repository = createRepository(app.db, commissionLineDeclaration, { cipher: app.personalData });
    let after = '';
    let matched = 0;
    for (;;) {
      const ids = (await linesOf(app.db, filter).select('id').where('reconciled', '=', toStoredFlag(false)).where('id', '>', after).orderBy('id').limit(MATCH_BATCH).execute()).map((row) => row.id as string);
      if (!ids.length) break;
      const lines = await repository.getMany(ids);
      await matchLines(app.db, lines);
      await app.db.transaction().execute(async (trx) => {
        const writer = createRepository(trx, commissionLineDeclaration, { cipher: app.personalData });
        await writer.updateEach(lines.map(({ _id, policy, insurer, expected, difference, status, statement_month }) => ({ id: _id, values: { policy, insurer, expected, difference, status, statement_month } })));
      });
      matched += ids.length;
      after = ids.at(-1)!;
    }
    return { matched };
  });
};
