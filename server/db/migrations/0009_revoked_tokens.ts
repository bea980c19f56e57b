/** Access tokens ended by logout before they expire (kept until they would have expired). */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    // Epoch seconds, as the token's own `exp`.
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revoked_tokens').execute();
}
