import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations';
import type { Database } from './schema';

export type DB = Kysely<Database>;

export function createDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DB {
  if (config.databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.databaseUrl, max: 10 }) }),
    });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(config.dataDir, 'backoffice.sqlite'));
  // WAL lets readers work while a write is in progress; NORMAL sync is durable at checkpoints in WAL mode.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

export async function migrateToLatest(db: DB): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
