/**
 * Who created, changed or deleted what, and when: one row per record per write
 * (server/security/auditLog.ts). Entries never change, so they have no updatedAt.
 */
import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('createdAt', timestampType(db), (c) => c.notNull())
    .addColumn('accountId', 'text')
    .addColumn('accountEmail', 'text')
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_record').on('audit_log').columns(['resource', 'recordId', 'createdAt']).execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').columns(['createdAt', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
