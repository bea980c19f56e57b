/**
 * The real server (Fastify app, real database, real files) on a free loopback port, for API and
 * browser tests. Each server gets its own data directory and its own database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app';
import { configFromEnv } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import type { ResourceDeclaration } from '../../resources/core/defineResource';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  dataDir: string;
  /** The PostgreSQL database of this server, unset on SQLite. */
  databaseUrl?: string;
  close(): Promise<void>;
}

export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Runs `work` with a connection to a database of its own on the PostgreSQL at `adminUrl`, dropped afterwards. */
export async function withPostgresDatabase(adminUrl: string, work: (db: Kysely<any>) => Promise<void>) {
  const database = await createPostgresDatabase(adminUrl);
  const db = createDatabase(configFromEnv({ DATA_DIR: '/nonexistent', DATABASE_URL: database.url }));
  try {
    await work(db);
  } finally {
    await db.destroy();
    await database.drop();
  }
}

export async function startTestServer(
  options: {
    database?: DatabaseKind;
    postgresUrl?: string;
    uiDir?: string;
    env?: Record<string, string>;
    /** Another server's database and files (a restart): closing this one leaves them to that one. */
    reuse?: TestServer;
    /** Resources besides the registry's, declared by the test. */
    declarations?: readonly ResourceDeclaration[];
  } = {},
): Promise<TestServer> {
  const dataDir = options.reuse?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-test-'));
  const postgres = options.reuse
    ? options.reuse.databaseUrl
      ? { url: options.reuse.databaseUrl, drop: async () => {} }
      : null
    : options.database === 'postgres' && options.postgresUrl
      ? await createPostgresDatabase(options.postgresUrl)
      : null;
  const config = configFromEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    UI_DIR: options.uiDir ?? path.join(dataDir, 'no-ui'),
    LOG_LEVEL: 'silent',
    // Tests run the renewal reminders themselves, on the days they choose (tests/api/renewalReminders.test.ts).
    REMINDER_POLL_MS: '0',
    ...options.env,
  });
  const app = await buildApp(config, { logger: false, declarations: options.declarations });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    dataDir,
    databaseUrl: postgres?.url,
    async close() {
      await app.close();
      if (options.reuse) return;
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
