/**
 * Partners, agents and employees (spec section 3), and the record of every reveal of personal data.
 * Aadhaar and bank account numbers hold ciphertext (personalDataCipher.ts). Within a kind, an e-mail
 * or a phone belongs to one person: unique indexes back the API's duplicate check against races.
 */
import type { CreateTableBuilder, Kysely } from 'kysely';
import { timestampType } from '../dialect';
import { trackChangeVersion, trackRowCount } from '../rowCounts';

type Column = [name: string, type: 'text' | 'boolean', required?: true];

const partnerOrAgent: Column[] = [
  ['name', 'text', true],
  ['code', 'text'],
  ['phone', 'text', true],
  ['email', 'text'],
  ['district', 'text'],
  ['city', 'text'],
  ['state', 'text'],
  ['pincode', 'text'],
  ['partnerType', 'text', true],
  ['active', 'boolean', true],
  ['rm', 'text'],
  ['assignDate', 'text'],
  ['accountNumber', 'text'],
  ['ifsc', 'text'],
  ['bankName', 'text'],
  ['aadhar', 'text'],
  ['pan', 'text'],
];

const employee: Column[] = [
  ['name', 'text', true],
  ['employeeId', 'text'],
  ['phone', 'text', true],
  ['email', 'text', true],
  ['roleDepartment', 'text', true],
  ['branch', 'text', true],
  ['salesZone', 'text', true],
  ['manager', 'text'],
  ['branchManager', 'text'],
  ['isDeleted', 'boolean', true],
];

async function createPeopleTable(db: Kysely<any>, table: string, columns: Column[]) {
  const ts = timestampType(db);
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table).addColumn('id', 'text', (c) => c.primaryKey());
  for (const [name, type, required] of columns) {
    builder = builder.addColumn(name, type, (c) => (required ? c.notNull() : c));
  }
  await builder
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex(`${table}_created_at`).on(table).columns(['createdAt', 'id']).execute();
  await db.schema.createIndex(`${table}_name`).on(table).column('name').execute();
  await db.schema.createIndex(`${table}_email`).on(table).column('email').unique().execute();
  await db.schema.createIndex(`${table}_phone`).on(table).column('phone').unique().execute();
  await trackRowCount(db, table);
  await trackChangeVersion(db, table);
}

export async function up(db: Kysely<any>): Promise<void> {
  await createPeopleTable(db, 'partners', partnerOrAgent);
  await createPeopleTable(db, 'agents', partnerOrAgent);
  await createPeopleTable(db, 'employees', employee);

  await db.schema
    .createTable('personal_data_reveals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('accountEmail', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('revealedAt', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('personal_data_reveals_record').on('personal_data_reveals').columns(['resource', 'recordId']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('personal_data_reveals').execute();
  for (const table of ['employees', 'agents', 'partners']) {
    await db.deleteFrom('row_counts').where('table_name', '=', table).execute();
    await db.schema.dropTable(table).execute();
  }
}
