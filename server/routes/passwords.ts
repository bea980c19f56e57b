/**
 * Passwords after sign-up: an account changes its own (the current one proves it is its owner), and
 * an administrator hands out a one-time reset link (no e-mail is configured by default, so the link
 * is shown to the administrator to pass on). Either way the password's every other session ends:
 * the account's session generation moves on, and tokens signed under the old one are refused.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { passwordChangeFields, passwordResetFields, SAME_PASSWORD, WRONG_CURRENT_PASSWORD } from '../../resources/accounts/authForms';
import { validateFields } from '../../resources/core/validation';
import { countLoginAttempt, LOCK_MINUTES, uncountLoginAttempt } from '../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { DB } from '../db/schema';
import { badRequest, FieldValidationError, notFound, tooManyRequests, validOrThrow } from '../httpErrors';
import { recordAudit } from '../security/auditLog';
import { refuseCommonPassword, signInRateLimit } from './auth';

/** How long an administrator's reset link works. */
export const RESET_LINK_HOURS = 24;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * Sets a new password and answers the account's new session generation: its other sessions end, its
 * failed attempts are forgotten, and any reset link still out for it stops working. Audited as `action`.
 */
async function setPassword(db: DB, account: { id: string; email: string }, password: string, action: 'passwordChange' | 'passwordReset') {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const { sessionGeneration } = await trx
      .updateTable('users')
      .set({
        passwordHash,
        sessionGeneration: sql<number>`${sql.ref('sessionGeneration')} + 1`,
        failedLogins: 0,
        lastFailedLoginAt: null,
        updatedAt: new Date().toISOString(),
      })
      .where('id', '=', account.id)
      .returning('sessionGeneration')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('password_resets').where('userId', '=', account.id).execute();
    await recordAudit(trx, { ...account, role: null, sessionGeneration: 0 }, [{ resource: 'accounts', recordId: account.id, action, changes: {} }]);
    return Number(sessionGeneration);
  });
}

export const passwordRoutes =
  (options: { loginRateLimitPerMinute: number }): FastifyPluginAsync =>
  async (app) => {
    app.post('/auth/change-password', { config: { ownAccount: true } }, async (request) => {
      const values = validOrThrow(validateFields(passwordChangeFields, (request.body ?? {}) as Record<string, unknown>));
      const [current, next] = [String(values.currentPassword), String(values.newPassword)];
      const { id } = request.account;
      // Guessing the current password here is guessing a login: counted and locked the same way.
      if (!(await countLoginAttempt(app.db, id))) throw tooManyRequests('loginLocked', { minutes: LOCK_MINUTES });
      const user = await app.db.selectFrom('users').select(['passwordHash']).where('id', '=', id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(current, user.passwordHash))) throw new FieldValidationError({ currentPassword: WRONG_CURRENT_PASSWORD });
      await uncountLoginAttempt(app.db, id);
      if (current === next) throw new FieldValidationError({ newPassword: SAME_PASSWORD });
      refuseCommonPassword('newPassword', next);
      const generation = await setPassword(app.db, request.account, next, 'passwordChange');
      // This session goes on under the new generation; every other one has ended.
      return { access_token: app.signAccessToken(id, generation) };
    });

    app.post<{ Params: { id: string } }>('/users/:id/password-reset', { config: { access: { resource: 'accounts', action: 'update' } } }, async (request) => {
      const user = await app.db.selectFrom('users').select(['id', 'email']).where('id', '=', request.params.id).executeTakeFirst();
      if (!user) throw notFound('accountNotFound');
      const secret = randomBytes(32).toString('base64url');
      const expiresAt = Date.now() + RESET_LINK_HOURS * 3_600_000;
      await app.db.transaction().execute(async (trx) => {
        // Only the latest link works; expired ones of anyone are swept at the same time.
        await trx.deleteFrom('password_resets').where((eb) => eb.or([eb('userId', '=', user.id), eb('expiresAt', '<', Date.now())])).execute();
        await trx.insertInto('password_resets').values({ tokenHash: hashOf(secret), userId: user.id, expiresAt }).execute();
        await recordAudit(trx, request.account, [{ resource: 'accounts', recordId: user.id, action: 'passwordResetLink', changes: {} }]);
      });
      // The secret rides in the fragment, which browsers never send: no server or proxy log holds it.
      return { path: `/reset-password#token=${secret}`, email: user.email, expiresAt: new Date(expiresAt).toISOString() };
    });

    app.post('/auth/reset-password', { config: signInRateLimit(options.loginRateLimitPerMinute) }, async (request) => {
      const values = validOrThrow(validateFields(passwordResetFields, (request.body ?? {}) as Record<string, unknown>));
      const password = String(values.password);
      // A weak password is refused before the link is used up, so the person can try another.
      refuseCommonPassword('password', password);
      const link = await app.db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.userId')
        .select(['users.id', 'users.email'])
        .where('tokenHash', '=', hashOf(String(values.token)))
        .where('expiresAt', '>=', Date.now())
        .executeTakeFirst();
      if (!link) throw badRequest('invalidResetLink');
      // Used up with the password's change: of two uses at once, the second finds no link left.
      const used = await app.db.deleteFrom('password_resets').where('tokenHash', '=', hashOf(String(values.token))).executeTakeFirst();
      if (!Number(used.numDeletedRows)) throw badRequest('invalidResetLink');
      await setPassword(app.db, link, password, 'passwordReset');
      return { message: 'Your password has been changed. Sign in with the new one.' };
    });
  };
