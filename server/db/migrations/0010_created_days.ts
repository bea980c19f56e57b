/** Policies created per day, so deep pages in the list's default order start near their rows (createdDays.ts). */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { isPostgres } from '../dialect';
import { createCreatedDays, trackCreatedDays } from '../createdDays';

export async function up(db: Kysely<any>): Promise<void> {
  await createCreatedDays(db);
  await trackCreatedDays(db, 'motor_policies');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const operation of ['insert', 'update', 'delete']) {
    await sql.raw(`drop trigger if exists "motor_policies_created_days_${operation}"${isPostgres(db) ? ' on motor_policies' : ''}`).execute(db);
  }
  if (isPostgres(db)) await sql`drop function if exists created_days_change()`.execute(db);
  await db.schema.dropTable('created_days').execute();
}
