import type { Kysely } from 'kysely';
import { timestampType } from '../dialect';

export async function up(db: Kysely<any>): Promise<void> {
  const ts = timestampType(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('firstname', 'text', (c) => c.notNull())
    .addColumn('lastname', 'text', (c) => c.notNull())
    .addColumn('mobileNumber', 'text')
    .addColumn('passwordHash', 'text', (c) => c.notNull())
    .addColumn('role', 'text')
    .addColumn('totpSecret', 'text')
    .addColumn('totpPendingSecret', 'text')
    .addColumn('totpLastTimeStep', 'bigint')
    .addColumn('failedLogins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lastFailedLoginAt', ts)
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('roles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('roleName', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', ts, (c) => c.notNull())
    .execute();

  // The kinds of people the Create User screen manages (spec: plural role names).
  const now = new Date().toISOString();
  await db
    .insertInto('roles')
    .values([
      { id: 'role-employees', roleName: 'employees', createdAt: now },
      { id: 'role-agents', roleName: 'agents', createdAt: now },
    ])
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('zone', 'text')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('partnerType', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('createdAt', ts, (c) => c.notNull())
    .addColumn('updatedAt', ts, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('companies_created_at').on('companies').column('createdAt').execute();
  await db.schema.createIndex('companies_name').on('companies').column('name').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('companies').execute();
  await db.schema.dropTable('roles').execute();
  await db.schema.dropTable('users').execute();
}
