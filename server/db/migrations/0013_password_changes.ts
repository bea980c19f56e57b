/**
 * Password changes and resets: an account's session generation (every token carries the one it was
 * signed in under; changing the password moves it on, ending every other session) and the one-time
 * reset links an administrator hands out.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sessionGeneration', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema
    .createTable('password_resets')
    // SHA-256 of the link's secret: the database never holds a usable link.
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Epoch milliseconds.
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('userId').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
  await db.schema.alterTable('users').dropColumn('sessionGeneration').execute();
}
