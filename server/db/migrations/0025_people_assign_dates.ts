/**
 * Partners' and agents' assign dates were made text on PostgreSQL; their declarations make them
 * dates, as every other date is stored (declaredStorage.ts refuses a column that cannot hold its
 * field's kind). The API only ever wrote 'YYYY-MM-DD' there, and an empty text becomes empty.
 */
import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect';

const TABLES = ['partners', 'agents'];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} alter column "assignDate" type date using nullif("assignDate", '')::date`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) await sql`alter table ${sql.table(table)} alter column "assignDate" type text`.execute(db);
}
