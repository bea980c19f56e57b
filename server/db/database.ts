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
 * better-sqlite3 keeping its prepared statements by SQL text. Kysely prepares every query afresh,
 * which costs more than running a page query; Kysely's single-connection mutex means a cached
 * statement is never used by two queries at once. The oldest statements are dropped past `size`.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}

export function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DB {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: 10,
      types: pgTypes,
      Client: preparingClient(),
    });
    pool.on('connect', (client) => {
      client.query(PREPARED_CONNECTION_SETTING).catch((error: Error) => process.emitWarning(`PostgreSQL refused ${PREPARED_CONNECTION_SETTING}: ${error.message}`));
    });
    // An idle connection that PostgreSQL closes (a restart, a failover, an administrator) is dropped
    // by the pool and replaced on the next query; unheard, its error event would end the process.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`));
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
  sqlite.pragma('busy_timeout = 5000');
  // Large tables (a million policies) are read through memory-mapped I/O, which makes index walks
  // and row look-ups several times faster than read() calls. Pages read through the map are the OS
  // page cache's, not copies; SQLite's own cache (16 MB) holds the pages being written and those
  // read from the WAL. At 64 MB it added about 25 MB to the server's memory under list traffic.
  sqlite.pragma('mmap_size = 2147418112');
  sqlite.pragma('cache_size = -16384');
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
  const rewrittenCsvLines = await keepCsvLines(db);
  return { rewrittenCsvLines, sharedValues: await enforceUniqueIdentifiers(db, all) };
}
