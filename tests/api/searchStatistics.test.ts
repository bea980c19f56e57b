/**
 * PostgreSQL picks a search's plan by how many policies it expects the term to match: walk the
 * list's index until a page is full for a common term, find every match for a rare one. The search
 * text keeps wide statistics (server/db/trigramSearch.ts, sampleSearchTextWidely) so that a common
 * surname is not taken for a rare one. At this test's size ANALYZE reads every row and either width
 * estimates well; the difference shows at a million policies (BENCHMARKS.md), so the width itself is
 * checked too.
 */
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from '../../server/db/database';
import { fakePolicies } from '../../server/db/seed/fakePolicies';
import { insertPolicies } from '../../server/db/seed/insertPolicies';
import { withPostgresDatabase } from '../support/testServer';

const postgresUrl = inject('postgresUrl');

describe.skipIf(!postgresUrl)('search statistics on PostgreSQL', () => {
  it('estimates a common surname near the number of policies it matches', () =>
    withPostgresDatabase(postgresUrl, async (db) => {
      await migrateToLatest(db);
      const target = await sql<{ target: number }>`
        select attstattarget as target from pg_attribute where attrelid = 'motor_policies'::regclass and attname = 'search_text'`.execute(db);
      expect(Number(target.rows[0].target)).toBe(1000);

      await insertPolicies(db, fakePolicies(8_000, { seed: 7 }));
      await sql`analyze motor_policies`.execute(db);
      const term = '%sharma%';
      const matched = Number((await sql<{ n: string }>`select count(*) as n from motor_policies where search_text like ${term}`.execute(db)).rows[0].n);
      const plan = await sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`
        explain (format json) select id from motor_policies where search_text like ${term}`.execute(db);
      const estimated = plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows'];
      expect(matched).toBeGreaterThan(50);
      expect(estimated).toBeGreaterThan(matched / 2);
      expect(estimated).toBeLessThan(matched * 2);
    }));
});
