import type { ResourceHooks } from '../routes/resources';
import { FieldValidationError } from '../httpErrors';

/** The panel must never be left without an administrator to grant access. */
export const accountHooks: ResourceHooks = {
  async beforeWrite({ app, existing, values }) {
    if (existing?.role !== 'admin' || values.role === 'admin') return;
    const { admins } = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number | string>().as('admins'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    if (Number(admins) <= 1) throw new FieldValidationError({ role: 'At least one administrator must remain.' });
  },
};
