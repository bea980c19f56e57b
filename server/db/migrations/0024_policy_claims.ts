/**
 * A claim made on a policy (issue 38): its renewal starts the no-claim bonus again from 0 instead of
 * a step up the slab. Stored as declared booleans are (PostgreSQL boolean, SQLite 0/1).
 */
import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('motor_policies').addColumn('claim_made', isPostgres(db) ? 'boolean' : 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('motor_policies').dropColumn('claim_made').execute();
}
