/** Statistics of the policies' search text wide enough to estimate a common surname (trigramSearch.ts). */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isPostgres } from '../dialect';
import { sampleSearchTextWidely } from '../trigramSearch';

export async function up(db: Kysely<any>): Promise<void> {
  await sampleSearchTextWidely(db, 'motor_policies');
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`alter table motor_policies alter column search_text set statistics -1`.execute(db);
}
