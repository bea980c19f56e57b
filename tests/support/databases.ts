import { inject } from 'vitest';
import type { DatabaseKind } from './testServer';

/** The databases the API tests run on: SQLite always, PostgreSQL when the setup found one. */
export function testDatabases(): { database: DatabaseKind; postgresUrl?: string }[] {
  const postgresUrl = inject('postgresUrl');
  return [{ database: 'sqlite' }, ...(postgresUrl ? [{ database: 'postgres' as const, postgresUrl }] : [])];
}
