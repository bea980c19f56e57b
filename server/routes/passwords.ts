/**
 * Passwords after sign-up: an account changes its own (the current one proves it is its owner), and
 * an administrator hands out a one-time reset link (no e-mail is configured by default, so the link
 * is shown to the administrator to pass on). Either way the password's every other session ends:
 * the account's session generation moves on, and tokens signed under the old one are refused.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import {
  COMMON_PASSWORD_MESSAGE,
  INVALID_RESET_LINK,
  passwordChangeFields,
  passwordResetFields,
  SAME_PASSWORD,
  WRONG_CURRENT_PASSWORD,
} from '../../resources/accounts/authForms';
import { validateFields } from '../../resources/core/validation';
import { isCommonPassword } from '../auth/commonPasswords';
import { countLoginAttempt, LOCKED_MESSAGE, uncountLoginAttempt } from '../auth/loginThrottle';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { DB } from '../db/database';
import { badRequest, FieldValidationError, HttpError, notFound, validOrThrow } from '../httpErrors';
import { recordAudit } from '../security/auditLog';

/** How long an administrator's reset link works. */
export const RESET_LINK_HOURS = 24;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Sets a new password; the account's other sessions end and its failed attempts are forgotten. */
async function setPassword(db: DB, userId: string, password: string) {
  await db
    .updateTable('users')
    .set({
      passwordHash: await hashPassword(password),
      sessionGeneration: sql<number>`${sql.ref('sessionGeneration')} + 1`,
      failedLogins: 0,
      lastFailedLoginAt: null,
      updatedAt: new Date().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

function refuseCommon(field: string, password: string) {
  if (isCommonPassword(password)) throw new FieldValidationError({ [field]: COMMON_PASSWORD_MESSAGE });
}

export const passwordRoutes =
  (options: { loginRateLimitPerMinute: number }): FastifyPluginAsync =>
  async (app) => {
    app.post('/auth/change-password', { config: { ownAccount: true } }, async (request) => {
      const values = validOrThrow(validateFields(passwordChangeFields, (request.body ?? {}) as Record<string, unknown>));
      const [current, next] = [String(values.currentPassword), String(values.newPassword)];
      const { id } = request.account;
      // Guessing the current password here is guessing a login: counted and locked the same way.
      if (!(await countLoginAttempt(app.db, id))) throw new HttpError(429, LOCKED_MESSAGE);
      const user = await app.db.selectFrom('users').select(['passwordHash']).where('id', '=', id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(current, user.passwordHash))) throw new FieldValidationError({ currentPassword: WRONG_CURRENT_PASSWORD });
      await uncountLoginAttempt(app.db, id);
      if (current === next) throw new FieldValidationError({ newPassword: SAME_PASSWORD });
      refuseCommon('newPassword', next);
      await setPassword(app.db, id, next);
      await recordAudit(app.db, request.account, [{ resource: 'accounts', recordId: id, action: 'passwordChange', changes: {} }]);
      const { sessionGeneration } = await app.db.selectFrom('users').select('sessionGeneration').where('id', '=', id).executeTakeFirstOrThrow();
      // This session goes on under the new generation; every other one has ended.
      return { access_token: app.signAccessToken(id, Number(sessionGeneration)) };
    });

    app.post<{ Params: { id: string } }>('/users/:id/password-reset', { config: { access: { resource: 'accounts', action: 'update' } } }, async (request) => {
      const user = await app.db.selectFrom('users').select(['id', 'email']).where('id', '=', request.params.id).executeTakeFirst();
      if (!user) throw notFound('Account not found');
      const secret = randomBytes(32).toString('base64url');
      const expiresAt = Date.now() + RESET_LINK_HOURS * 3_600_000;
      await app.db.transaction().execute(async (trx) => {
        // Only the latest link works; expired ones of anyone are swept at the same time.
        await trx.deleteFrom('password_resets').where((eb) => eb.or([eb('userId', '=', user.id), eb('expiresAt', '<', Date.now())])).execute();
        await trx.insertInto('password_resets').values({ tokenHash: hashOf(secret), userId: user.id, expiresAt }).execute();
        await recordAudit(trx, request.account, [{ resource: 'accounts', recordId: user.id, action: 'passwordReset', changes: {} }]);
      });
      return { path: `/reset-password?token=${secret}`, email: user.email, expiresAt: new Date(expiresAt).toISOString() };
    });

    const limited = {
      public: true,
      rateLimit: {
        max: options.loginRateLimitPerMinute,
        timeWindow: '1 minute',
        errorResponseBuilder: () => new HttpError(429, 'Too many attempts from this address. Please wait a minute and try again.'),
      },
    };
    app.post('/auth/reset-password', { config: limited }, async (request) => {
      const values = validOrThrow(validateFields(passwordResetFields, (request.body ?? {}) as Record<string, unknown>));
      const password = String(values.password);
      // A weak password is refused before the link is used up, so the person can try another.
      refuseCommon('password', password);
      const tokenHash = hashOf(String(values.token));
      // Deleted as it is used: of two uses at once, one finds it gone.
      const used = await app.db
        .deleteFrom('password_resets')
        .where('tokenHash', '=', tokenHash)
        .where('expiresAt', '>=', Date.now())
        .returning('userId')
        .executeTakeFirst();
      if (!used) throw badRequest(INVALID_RESET_LINK);
      await setPassword(app.db, used.userId, password);
      return { message: 'Your password has been changed. Sign in with the new one.' };
    });
  };
