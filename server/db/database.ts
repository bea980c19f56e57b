import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { keepCsvLines } from '../export/keptCsvLines';
import { migrations } from './migrations';
import { keepDeclaredTables } from './declaredStorage';
import { keepSuggestions } from './keptSuggestions';
import { enforceUniqueIdentifiers, type SharedValue } from './uniqueKeys';
import { declarations } from '../../resources/registry';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { PREPARED_CONNECTION_SETTING, preparingClient } from './preparedStatements';
import type { Database, DB } from './schema';
import { readSettings, withStatementCache } from './statementCache';

/**
 * How PostgreSQL values reach JavaScript: DATE stays 'YYYY-MM-DD' text (as on SQLite, with no time
 * zone shift) and BIGINT becomes a number (counts, paise; all far below 2^53).
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

const pools = new WeakMap<Kysely<any>, pg.Pool>();
const sqliteHandles = new WeakMap<Kysely<any>, SQLite.Database>();

/** The pg pool behind a PostgreSQL database, for what Kysely does not do (COPY). */
export const postgresPool = (db: Kysely<any>): pg.Pool | undefined => pools.get(db);

/** The better-sqlite3 handle behind a SQLite database, for bulk loading. */
export const sqliteHandle = (db: Kysely<any>): SQLite.Database | undefined => sqliteHandles.get(db);

/**
 * A pool of connections to PostgreSQL as the server uses them: its value types, its repeated
 * queries prepared (preparedStatements.ts); with `statementTimeoutMs`, PostgreSQL stops any
 * statement running longer (its error code 57014); with `connectionTimeoutMs`, waiting longer for
 * a free connection fails.
 */
export function openPostgresPool(
  url: string,
  { max, statementTimeoutMs, connectionTimeoutMs, Client = preparingClient() }: { max: number; statementTimeoutMs?: number; connectionTimeoutMs?: number; Client?: typeof pg.Client },
) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: pgTypes,
    Client,
    ...(statementTimeoutMs !== undefined && { statement_timeout: statementTimeoutMs }),
    ...(connectionTimeoutMs !== undefined && { connectionTimeoutMillis: connectionTimeoutMs }),
  });
  pool.on('connect', (client) => {
    client.query(PREPARED_CONNECTION_SETTING).catch((error: Error) => process.emitWarning(`PostgreSQL refused ${PREPARED_CONNECTION_SETTING}: ${error.message}`));
  });
  // An idle connection that PostgreSQL closes (a restart, a failover, an administrator) is dropped
  // by the pool and replaced on the next query; unheard, its error event would end the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
  return pool;
}

export function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DB {
  if (config.databaseUrl) {
    const pool = openPostgresPool(config.databaseUrl, { max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, 'backoffice.sqlite'));
  // WAL lets readers work while a write is in progress; NORMAL sync is durable at checkpoints in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  readSettings(sqlite, 16_384);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  sqliteHandles.set(db, sqlite);
  return db;
}

/**
 * Brings the schema to the latest migration, the declared tables to their declarations
 * (declaredStorage.ts), the kept CSV lines to the declarations (keptCsvLines.ts)
 * and the unique identifiers under their index (uniqueKeys.ts), answering what staff must correct.
 */
export async function migrateToLatest(
  db: DB,
  all: readonly ResourceDeclaration[] = Object.values(declarations),
): Promise<{ rewrittenCsvLines: string[]; sharedValues: SharedValue[] }> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
  await keepDeclaredTables(db, all);
  await keepSuggestions(db, all);
  const rewrittenCsvLines = await keepCsvLines(db, all);
  return { rewrittenCsvLines, sharedValues: await enforceUniqueIdentifiers(db, all) };
}
