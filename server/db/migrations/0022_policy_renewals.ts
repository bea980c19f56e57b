/**
 * Renewals (issue 38): a policy names the policy it renews (kept while the renewal names it), and
 * how renewing it stands, with a note. Indexed: a renewal's chain is followed both ways, and
 * Renewals due filters by status.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('motor_policies').addColumn('renewal_of', 'text', (c) => c.references('motor_policies.id').onDelete('restrict')).execute();
  await db.schema.alterTable('motor_policies').addColumn('renewal_status', 'text').execute();
  await db.schema.alterTable('motor_policies').addColumn('renewal_note', 'text').execute();
  await db.schema.createIndex('motor_policies_renewal_of').on('motor_policies').column('renewal_of').execute();
  await db.schema.createIndex('motor_policies_renewal_status_created_at').on('motor_policies').columns(['renewal_status', 'createdAt', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('motor_policies_renewal_status_created_at').execute();
  await db.schema.dropIndex('motor_policies_renewal_of').execute();
  for (const column of ['renewal_note', 'renewal_status', 'renewal_of']) await db.schema.alterTable('motor_policies').dropColumn(column).execute();
}
