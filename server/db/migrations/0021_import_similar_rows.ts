/**
 * An import keeps what the person chose for rows resembling records already in the book
 * (declaration `similarWhen`): refused with the warning (as before, the default) or imported too.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('imports').addColumn('onSimilar', 'text', (c) => c.notNull().defaultTo('refuse')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('imports').dropColumn('onSimilar').execute();
}
