/**
 * The handle lists are read through, apart from the connections writes use, each query within a
 * time budget after which it is stopped and the request answered ListTooSlow (503): no list, however
 * broad, makes other requests wait or runs on unheard. SQLite: read threads (readThreads.ts).
 * PostgreSQL: a pool of its own, whose connections stop any statement past the budget.
 */
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { ListReadLimits } from '../config';
import { ListTooSlow } from '../httpErrors';
import { openPostgresPool, postgresPool, sqliteHandle } from './database';
import { preparingClient } from './preparedStatements';
import { ReadThreads, readThreadsDialect } from './readThreads';
import type { DB } from './schema';

/** PostgreSQL connections for lists, beside the server's ten for everything else. */
const LIST_CONNECTIONS = 8;

/** PostgreSQL's "canceling statement due to statement timeout". */
const STATEMENT_TIMEOUT = '57014';

/** preparingClient whose statements stopped at the budget fail as ListTooSlow. */
function budgetedClient(budgetMs: number): typeof pg.Client {
  return class BudgetedClient extends preparingClient() {
    query(...args: unknown[]): any {
      const result = (super.query as (...args: unknown[]) => unknown).apply(this, args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: { code?: string }) => {
        throw error?.code === STATEMENT_TIMEOUT ? new ListTooSlow(budgetMs) : error;
      });
    }
  } as typeof pg.Client;
}

/** The list reader of `db`; `db` itself for a handle this module does not know how to open again. */
export function createListReader(db: DB, limits: ListReadLimits): Kysely<any> {
  const sqlite = sqliteHandle(db);
  if (sqlite && !limits.threads) return db;
  if (sqlite) return new Kysely({ dialect: readThreadsDialect(new ReadThreads(sqlite.name, limits)) });
  const url = postgresPool(db)?.options.connectionString;
  if (!url) return db;
  const pool = openPostgresPool(url, {
    max: LIST_CONNECTIONS,
    statementTimeoutMs: limits.budgetMs,
    connectionTimeoutMs: limits.budgetMs,
    Client: budgetedClient(limits.budgetMs),
  });
  // Waiting for a free list connection counts against the budget too, as waiting for a thread does on SQLite.
  const connect = () =>
    pool.connect().catch((error: Error) => {
      throw /timeout exceeded when trying to connect/i.test(error.message) ? new ListTooSlow(limits.budgetMs) : error;
    });
  return new Kysely({ dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }) });
}
