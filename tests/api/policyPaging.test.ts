/**
 * The policy list reads deep pages from the far end of an index, and its rows through a deferred
 * join: whichever way a page is read, it must hold exactly the rows of the straightforward reading.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListResult } from '../../server/db/listReads';
import type { ListQuery, PageEnd } from '../../server/db/listRows';
import { createRepository } from '../../server/db/repository';
import { keptTableStateOf } from '../../server/db/rowCounts';
import { fakePolicies } from '../../server/db/seed/fakePolicies';
import { insertPolicies } from '../../server/db/seed/insertPolicies';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import { testDatabases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/testServer';

const POLICIES = 237;

/** The records of a list result (JSON text from the database). */
const recordsOf = (result: ListResult): Record<string, any>[] => result.records.map((text) => JSON.parse(text));
const idsOf = (result: ListResult) => recordsOf(result).map((record) => record._id as string);

describe.each(testDatabases())('policy pages on $database', ({ database, postgresUrl }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, postgresUrl });
    await insertPolicies(server.app.db, fakePolicies(POLICIES, { seed: 7 }));
    // Rows with empty sort columns and equal premiums, where order depends on NULL handling and the id tiebreak.
    const repository = createRepository(server.app.db, motorPolicyDeclaration);
    const [{ _id, createdAt, updatedAt, ...first }] = recordsOf(await repository.list(query({ page: 1, limit: 1 })));
    for (let i = 0; i < 5; i++) await repository.insert({ ...first, policy_number: `NULLBROKER-${i}`, broker_name: null, total_premium: 1000 });
  });
  afterAll(() => server?.close());

  const query = (overrides: Partial<ListQuery>): ListQuery => ({
    page: 1,
    limit: 10,
    sort: 'createdAt',
    order: 'desc',
    filters: {},
    ranges: {},
    ...overrides,
  });

  it.each([
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
    ['total_premium', 'asc'],
    ['broker_name', 'asc'],
    ['broker_name', 'desc'],
    ['customer_name', 'desc'],
  ] as const)('sorted by %s %s, every page matches the forward reading', async (sort, order) => {
    const db = server.app.db;
    const forwardOnly = createRepository(db, motorPolicyDeclaration, { cheapOffset: Number.MAX_SAFE_INTEGER });
    const fromEitherEnd = createRepository(db, motorPolicyDeclaration, { cheapOffset: 0 });
    const everything = await forwardOnly.list(query({ sort, order, limit: 1000 }));
    expect(everything.total).toBe(POLICIES + 5);

    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(everything.total / 10) + 1; page++) {
      const expected = await forwardOnly.list(query({ sort, order, page }));
      const actual = await fromEitherEnd.list(query({ sort, order, page }));
      expect(actual.total).toBe(everything.total);
      expect(idsOf(actual)).toEqual(idsOf(expected));
      seen.push(...idsOf(actual));
    }
    expect(seen).toEqual(idsOf(everything));
  });

  it('pages a search and a filter from either end alike', async () => {
    const db = server.app.db;
    const forwardOnly = createRepository(db, motorPolicyDeclaration, { cheapOffset: Number.MAX_SAFE_INTEGER });
    const fromEitherEnd = createRepository(db, motorPolicyDeclaration, { cheapOffset: 0 });
    // A two-letter term (read by scanning) and a registration prefix (read through the trigram index).
    const [{ rto_code }] = recordsOf(await forwardOnly.list(query({ limit: 1 })));
    for (const narrowed of [{ search: 'an' }, { search: String(rto_code).slice(0, 3) }, { filters: { business_type: 'Renewal' } }]) {
      const { total } = await forwardOnly.list(query({ ...narrowed, limit: 1 }));
      expect(total, JSON.stringify(narrowed)).toBeGreaterThan(7);
      for (let page = 1; page <= Math.ceil(total / 7); page++) {
        const expected = await forwardOnly.list(query({ ...narrowed, page, limit: 7 }));
        const actual = await fromEitherEnd.list(query({ ...narrowed, page, limit: 7 }));
        expect(idsOf(actual)).toEqual(idsOf(expected));
      }
    }
  });

  it('reads a filter with another sort along the sort index, or from the filter index, with the pages of the plain reading', async () => {
    const db = server.app.db;
    const plain = createRepository(db, motorPolicyDeclaration, { sortWalkWindow: 0 });
    const readings = {
      'a walk of the whole sort index': createRepository(db, motorPolicyDeclaration),
      // Pages up to 15 rows in walked (a window of 150), those after read plainly.
      'a walk within a window': createRepository(db, motorPolicyDeclaration, { sortWalkWindow: 150 }),
      // Pages past the middle read from the far end, walked in the other order.
      'a walk from either end': createRepository(db, motorPolicyDeclaration, { sortWalkWindow: 150, cheapOffset: 0 }),
    };
    const [{ start_date }] = recordsOf(await plain.list(query({ limit: 1, sort: 'start_date', order: 'asc' })));
    const narrowings: Partial<ListQuery>[] = [
      { filters: { business_type: 'Renewal' }, sort: 'start_date', order: 'asc' },
      { filters: { business_type: 'Renewal' }, sort: 'start_date', order: 'desc' },
      { filters: { policy_type: 'Third Party' }, sort: 'customer_name', order: 'asc' },
      // A make of few policies: the window holds too few of them for the later walked pages.
      { filters: { make: 'Toyota' }, sort: 'customer_name', order: 'desc' },
      { filters: { policy_type: 'Comprehensive', business_type: 'Rollover' }, sort: 'make', order: 'desc' },
      { filters: { policy_type: 'Comprehensive' }, ranges: { start_date: { gte: start_date } }, sort: 'updatedAt', order: 'desc' },
      // A sort some records leave empty (five have no broker name): walked descending, where they come last.
      { filters: { policy_type: 'Comprehensive' }, sort: 'broker_name', order: 'asc' },
      { filters: { policy_type: 'Comprehensive' }, sort: 'broker_name', order: 'desc' },
      { filters: { business_type: 'Renewal' }, sort: 'total_premium', order: 'desc' },
    ];
    for (const narrowed of narrowings) {
      const { total } = await plain.list(query({ ...narrowed, limit: 1 }));
      expect(total, JSON.stringify(narrowed)).toBeGreaterThan(7);
      // Pages of 3 reach further into the window (five are walked), so some run out of it.
      for (const limit of [7, 3]) {
        for (let page = 1; page <= Math.ceil(total / limit) + 1; page++) {
          const expected = await plain.list(query({ ...narrowed, page, limit }));
          for (const [reading, repository] of Object.entries(readings)) {
            const label = `${reading}: ${JSON.stringify(narrowed)} page ${page} of ${limit}`;
            expect(idsOf(await repository.list(query({ ...narrowed, page, limit }))), label).toEqual(idsOf(expected));
            expect(idsOf(await repository.list(query({ ...narrowed, page, limit }), { knownTotal: total })), `${label}, total known`).toEqual(idsOf(expected));
          }
        }
      }
    }
  });

  it('reads a search from its few matches, or from a window of the list index, with the pages of the plain reading', async () => {
    const db = server.app.db;
    const plain = createRepository(db, motorPolicyDeclaration, { fewMatches: 0, searchWindow: 0 });
    const readings = {
      'its few matches': createRepository(db, motorPolicyDeclaration),
      'a window of the whole list': createRepository(db, motorPolicyDeclaration, { fewMatches: 0 }),
      'a window too small for later pages': createRepository(db, motorPolicyDeclaration, { fewMatches: 0, searchWindow: 150 }),
    };
    const [{ rto_code, policy_number }] = recordsOf(await plain.list(query({ limit: 1 })));
    const searches = [String(rto_code).slice(0, 3), String(policy_number), String(policy_number).slice(-5), 'no such policy'];
    for (const search of searches) {
      for (const narrowed of [{}, { filters: { business_type: 'Renewal' } }, { sort: 'total_premium', order: 'asc' as const }]) {
        const { total } = await plain.list(query({ search, ...narrowed, limit: 1 }));
        let previousPageEnd: PageEnd | undefined;
        for (let page = 1; page <= Math.ceil(total / 7) + 1; page++) {
          const expected = await plain.list(query({ search, ...narrowed, page, limit: 7 }));
          for (const [reading, repository] of Object.entries(readings)) {
            const label = `${reading}: ${search} ${JSON.stringify(narrowed)} page ${page}`;
            const actual = await repository.list(query({ search, ...narrowed, page, limit: 7 }));
            expect(actual.total, label).toBe(expected.total);
            expect(idsOf(actual), label).toEqual(idsOf(expected));
            const continued = await repository.list(query({ search, ...narrowed, page, limit: 7 }), { previousPageEnd });
            expect(idsOf(continued), `${label}, after the page before`).toEqual(idsOf(expected));
          }
          previousPageEnd = expected.end;
        }
      }
    }
  });

  it('starts a page where the previous page ended, in any sort, with the same rows as counting from the start', async () => {
    const repository = createRepository(server.app.db, motorPolicyDeclaration);
    const walking = createRepository(server.app.db, motorPolicyDeclaration, { sortWalkWindow: 150 });
    const [{ rto_code }] = recordsOf(await repository.list(query({ limit: 1 })));
    // broker_name: five policies have none, which SQLite puts last descending and PostgreSQL last ascending.
    for (const sort of ['createdAt', 'total_premium', 'broker_name', 'start_date'] as const) {
      for (const order of ['desc', 'asc'] as const) {
        for (const narrowed of [{}, { search: String(rto_code).slice(0, 3) }, { filters: { business_type: 'Renewal' } }]) {
          const { total } = await repository.list(query({ ...narrowed, order, limit: 1 }));
          for (const reading of [repository, walking]) {
            let previousPageEnd: PageEnd | undefined;
            for (let page = 1; page <= Math.ceil(total / 7) + 1; page++) {
              const counted = await repository.list(query({ ...narrowed, sort, order, page, limit: 7 }));
              const continued = await reading.list(query({ ...narrowed, sort, order, page, limit: 7 }), { previousPageEnd });
              expect(idsOf(continued), `${sort} ${order} ${JSON.stringify(narrowed)} page ${page}`).toEqual(idsOf(counted));
              previousPageEnd = continued.end;
            }
          }
        }
      }
    }
  });

  // Last: it deletes and moves policies the tests above count.
  it('keeps the policies created per day equal to a recount through inserts, edits and deletes', async () => {
    const db = server.app.db;
    const repository = createRepository(db, motorPolicyDeclaration);
    const [newest, older] = recordsOf(await repository.list(query({ limit: 2 })));
    await repository.remove(older._id);
    await db.updateTable('motor_policies').set({ createdAt: '2021-02-03T04:05:06.000Z' }).where('id', '=', newest._id).execute();
    const day = database === 'postgres' ? sql`to_char("createdAt" at time zone 'UTC', 'YYYY-MM-DD')` : sql`substr("createdAt", 1, 10)`;
    const { rows: recount } = await sql<{ day: string; count: number }>`
      select ${day} as day, count(*) as count from motor_policies group by 1 order by 1`.execute(db);
    const { rows: kept } = await sql<{ day: string; count: number }>`
      select day, count from created_days where table_name = 'motor_policies' and count <> 0 order by day`.execute(db);
    expect(kept.map((row) => [row.day, Number(row.count)])).toEqual(recount.map((row) => [row.day, Number(row.count)]));
    expect(kept.map((row) => row.day)).toContain('2021-02-03');
  });

  it('reads the day counts of deep pages once per table version, and again after a write', async () => {
    const db = server.app.db;
    const forwardOnly = createRepository(db, motorPolicyDeclaration, { cheapOffset: Number.MAX_SAFE_INTEGER });
    const byDays = createRepository(db, motorPolicyDeclaration, { cheapOffset: 0 });
    const expectSamePages = async () => {
      const state = keptTableStateOf(
        await db.selectFrom('row_counts').select(['version', 'total']).where('table_name', '=', 'motor_policies').executeTakeFirstOrThrow(),
      );
      for (const order of ['desc', 'asc'] as const) {
        const { total } = await forwardOnly.list(query({ order, limit: 1 }));
        for (let page = 2; page <= Math.ceil(total / 10); page++) {
          const expected = await forwardOnly.list(query({ order, page }));
          const actual = await byDays.list(query({ order, page }), { version: state!.version });
          expect(idsOf(actual), `${order} page ${page}`).toEqual(idsOf(expected));
        }
      }
    };
    await expectSamePages();
    // A write on another day than any before moves every deep page after it.
    const [{ _id, createdAt, updatedAt, ...first }] = recordsOf(await forwardOnly.list(query({ limit: 1 })));
    const moved = await byDays.insert({ ...first, policy_number: 'DAYS-MOVED' });
    await db.updateTable('motor_policies').set({ createdAt: '2020-01-01T00:00:00.000Z' }).where('id', '=', moved._id).execute();
    await expectSamePages();
  });
});
