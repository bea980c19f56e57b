/**
 * A motor policy names its insurer (a company) and the partner or agent who brought it, by id
 * (reference fields, issue 36). Indexed, so a list filtered by one and the check before deleting a
 * company, partner or agent read only their policies.
 */
import type { Kysely } from 'kysely';

const REFERENCES = [
  ['insurer', 'companies'],
  ['partner', 'partners'],
  ['agent', 'agents'],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, table] of REFERENCES) {
    await db.schema.alterTable('motor_policies').addColumn(column, 'text', (c) => c.references(`${table}.id`).onDelete('restrict')).execute();
    await db.schema.createIndex(`motor_policies_${column}_created_at`).on('motor_policies').columns([column, 'createdAt', 'id']).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [column] of REFERENCES) {
    // Gone once a covering filter's index replaced it (declaredStorage.ts).
    await db.schema.dropIndex(`motor_policies_${column}_created_at`).ifExists().execute();
    await db.schema.alterTable('motor_policies').dropColumn(column).execute();
  }
}
