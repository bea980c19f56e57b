/**
 * On PostgreSQL the server keeps repeated queries as prepared statements and still plans each run
 * for its own values (server/db/preparedStatements.ts): a search for a rare term must not be run
 * with a plan made for a common one.
 */
import { sql } from 'kysely';
import { inject, describe, expect, it } from 'vitest';
import { withPostgresDatabase } from '../support/testServer';

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('prepared statements on PostgreSQL', () => {
  it('prepares a query seen twice, plans every run afresh, and answers each run with its own values', () =>
    withPostgresDatabase(postgresUrl, async (db) => {
      // One connection, so that every run below reaches the same session.
      await db.connection().execute(async (connection) => {
        const doubled = (value: number) => sql<{ doubled: number }>`select ${value}::int * 2 as doubled`.execute(connection);
        const answers = [];
        for (const value of [1, 2, 3]) answers.push((await doubled(value)).rows[0].doubled);
        expect(answers).toEqual([2, 4, 6]);

        const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
        expect(prepared.rows.map((row) => row.statement)).toContain('select $1::int * 2 as doubled');
        const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(connection);
        expect(mode.rows[0].plan_cache_mode).toBe('force_custom_plan');
      });
    }));
});
