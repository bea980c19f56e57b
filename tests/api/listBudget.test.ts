/**
 * Lists are read apart from the event loop and from the connection writes use, each query within a
 * time budget (server/db/listReader.ts): a query past it is stopped and the list answered 503 in
 * words a person can act on, while every other request goes on. On both databases.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListTooSlow } from '../../server/httpErrors';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { startTestServer, type TestServer } from '../support/testServer';

const BUDGET_MS = 400;

/** The longest the event loop was held up while `work` ran (timers asked every 10 ms). */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let stallMs = 0;
  let last = performance.now();
  const ticks = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 10);
    last = now;
  }, 10);
  try {
    return { result: await work(), stallMs };
  } finally {
    clearInterval(ticks);
  }
}

describe.each(testDatabases())('list reads on $database', (target) => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    // One SQLite read thread, so a slow query there makes the next list wait for it.
    server = await startTestServer({ ...target, env: { LIST_BUDGET_MS: String(BUDGET_MS), LIST_READ_THREADS: '1' } });
    api = new ApiClient(server.url);
    await api.signUp('admin@budget.in');
  });
  afterAll(() => server?.close());

  it('stops a query past its budget, keeping the event loop free meanwhile', { timeout: 40_000 }, async () => {
    // PostgreSQL stops the statement itself.
    const slow = server.databaseUrl ? sql`select pg_sleep(3)` : SLOW_SQLITE_QUERY;
    const started = performance.now();
    const { result, stallMs } = await longestStall(() => slow.execute(server.app.listDb).catch((error: unknown) => error));
    expect(result).toBeInstanceOf(ListTooSlow);
    expect((result as ListTooSlow).message).toBe('This list took longer than 0.4 s to read. Narrow it with a search or filter and try again.');
    expect(performance.now() - started).toBeLessThan(BUDGET_MS + 1_000);
    expect(stallMs).toBeLessThan(BUDGET_MS / 2);
    // The reader goes on (on SQLite a new thread replaces the one ended).
    await expect.poll(async () => (await sql<{ one: number }>`select 1 as one`.execute(server.app.listDb).catch(() => undefined))?.rows, { timeout: 20_000 }).toEqual([{ one: 1 }]);
  });

  it('answers a list held up past its budget with 503 and the message code the panel translates', { timeout: 40_000 }, async () => {
    expect((await api.post('/motor-policy', samplePolicy({ policy_number: 'BUDGET-1' }))).status).toBe(201);
    const held = server.databaseUrl ? await holdTableOnPostgres(server, 'motor_policies') : await holdEveryReadThread(server);
    try {
      const answer = await api.get('/motor-policy?page=1&limit=10');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        message: 'This list took longer than 0.4 s to read. Narrow it with a search or filter and try again.',
        code: 'listTooSlow',
        params: { seconds: 0.4 },
      });
      // A request that is not a list does not wait for lists.
      expect((await api.get('/company/no-such-company')).status).toBe(404);
    } finally {
      await held.release();
    }
    await expect.poll(async () => (await api.get('/motor-policy?page=1&limit=10')).body.meta?.total, { timeout: 20_000 }).toBe(1);
  });

  it('answers a dashboard held up past its budget with 503, asking for a shorter period', { timeout: 40_000 }, async () => {
    const held = server.databaseUrl ? await holdTableOnPostgres(server, 'policy_rollups') : await holdEveryReadThread(server);
    try {
      const answer = await api.get('/dashboard/overview');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({
        message: 'The dashboard took longer than 0.4 s to read. Choose a shorter period and try again.',
        code: 'dashboardTooSlow',
        params: { seconds: 0.4 },
      });
    } finally {
      await held.release();
    }
    await expect.poll(async () => (await api.get('/dashboard/overview')).status, { timeout: 20_000 }).toBe(200);
  });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** About 2 s of work for SQLite (a thread ended on its overrun finishes it unheard). */
const SLOW_SQLITE_QUERY = sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < 20000000) select count(*) as n from c`;

/**
 * SQLite, one read thread: two slow queries a little apart. The first overruns and its thread is
 * ended; the second takes the replacement and overruns too, and no thread starts again until one
 * of the two has finished — so a list asked meanwhile waits past its budget.
 */
async function holdEveryReadThread(server: TestServer) {
  const first = SLOW_SQLITE_QUERY.execute(server.app.listDb).catch(() => undefined);
  await pause(150);
  const second = SLOW_SQLITE_QUERY.execute(server.app.listDb).catch(() => undefined);
  await pause(50);
  return { release: () => Promise.all([first, second]) };
}

/** PostgreSQL: the table locked by a transaction on the writing connections, so a list's statement waits past its budget. */
async function holdTableOnPostgres(server: TestServer, table: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const transaction = server.app.db.transaction().execute(async (trx) => {
    await sql`lock table ${sql.table(table)} in access exclusive mode`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await transaction;
    },
  };
}
