/**
 * Bulk changes kept for their undo: which records a bulk change wrote, what their changed fields
 * held before, and the version it left them at (a record changed again since is not put back).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bulk_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('accountId', 'text')
    // JSON: [{ id, before: { field: value }, version }], version being the updatedAt the change left.
    .addColumn('records', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('undoneAt', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bulk_changes').execute();
}
