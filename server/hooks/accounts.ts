import { sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import { FieldValidationError } from '../httpErrors';
import type { ResourceHooks } from '../routes/resourceHooks';

/**
 * The panel must never be left without an administrator to grant access, by any path that changes
 * accounts (an edit, a bulk change, a delete). Checked after the change in its own transaction, so
 * it is undone; on PostgreSQL account writes queue behind each other first, so two administrators
 * demoting each other at once cannot both see the other still in place (SQLite writes one at a time).
 */
export const accountHooks: ResourceHooks = {
  async lockInTransaction(trx) {
    if (isPostgres(trx)) await sql`lock table users in share row exclusive mode`.execute(trx);
  },
  async checkInTransaction(trx) {
    const { admins } = await trx
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('admins'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    if (Number(admins) < 1) throw new FieldValidationError({ role: 'At least one administrator must remain.' });
  },
};
