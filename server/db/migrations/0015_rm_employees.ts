/**
 * A partner's and an agent's RM is one of the brokerage's employees, named by id (a reference field,
 * issue 36) beside the spec's RM name. Indexed for the check before an employee is deleted.
 */
import type { Kysely } from 'kysely';

const PEOPLE = ['partners', 'agents'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of PEOPLE) {
    await db.schema.alterTable(table).addColumn('rmEmployee', 'text', (c) => c.references('employees.id').onDelete('restrict')).execute();
    await db.schema.createIndex(`${table}_rm_employee`).on(table).column('rmEmployee').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of PEOPLE) {
    await db.schema.dropIndex(`${table}_rm_employee`).execute();
    await db.schema.alterTable(table).dropColumn('rmEmployee').execute();
  }
}
