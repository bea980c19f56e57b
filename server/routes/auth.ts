/**
 * Sign-up, login (with optional TOTP second factor), the signed-in profile and 2FA enrolment.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql, type Updateable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { COMMON_PASSWORD_MESSAGE, loginFields, registrationFields, twoFactorCodeFields } from '../../resources/accounts/authForms';
import { validateFields } from '../../resources/core/validation';
import { isCommonPassword } from '../auth/commonPasswords';
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from '../auth/passwords';
import { countLoginAttempt, LOCK_MINUTES, uncountLoginAttempt } from '../auth/loginThrottle';
import { createEnrolment, verifyCode } from '../auth/totp';
import { isPostgres, toIso } from '../db/dialect';
import type { UsersTable } from '../db/schema';
import { FieldValidationError, conflict, tooManyRequests, unauthorized, validOrThrow } from '../httpErrors';

export const TWO_FACTOR_PROMPT = 'Please enter your 2FA code';
const INVALID_CODE = 'That code is not valid. Check the time on your phone and try again.';

type UserRow = Omit<UsersTable, 'failedLogins' | 'sessionGeneration'> & { failedLogins: number; sessionGeneration: number };

/** What the panel may know of an account: never the password hash or TOTP secret. */
export function profileOf(user: UserRow) {
  return {
    _id: user.id,
    name: `${user.firstname} ${user.lastname}`.trim(),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    mobileNumber: user.mobileNumber,
    role: user.role,
    twoFactorEnabled: Boolean(user.totpSecret),
    createdAt: toIso(user.createdAt),
  };
}

const validated = (fields: Parameters<typeof validateFields>[0], body: unknown) =>
  validOrThrow(validateFields(fields, (body ?? {}) as Record<string, unknown>));

/** The config of a public sign-in route: each address gets `perMinute` attempts a minute. */
export const signInRateLimit = (perMinute: number) => ({
  public: true,
  rateLimit: {
    max: perMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => tooManyRequests('tooManyAttempts'),
  },
});

/** Refuses, under `field`, one of the passwords most used. */
export function refuseCommonPassword(field: string, password: string) {
  if (isCommonPassword(password)) throw new FieldValidationError({ [field]: COMMON_PASSWORD_MESSAGE });
}

/** Routes of the signed-in account's own profile and sign-in, open to one still waiting for a role. */
const ownAccount = { ownAccount: true };

export const authRoutes = (options: { loginRateLimitPerMinute: number }): FastifyPluginAsync => async (app) => {
  const limited = signInRateLimit(options.loginRateLimitPerMinute);

  const findUser = (column: 'id' | 'email', value: string) =>
    app.db.selectFrom('users').selectAll().where(column, '=', value).executeTakeFirst() as Promise<UserRow | undefined>;

  app.post('/signup', { config: limited }, async (request, reply) => {
    const values = validated(registrationFields, request.body);
    const email = String(values.email).toLowerCase();
    refuseCommonPassword('password', String(values.password));
    const passwordHash = await hashPassword(String(values.password));
    const now = new Date().toISOString();
    const id = uuidv7();

    await app.db.transaction().execute(async (trx) => {
      // The very first account administers the panel; two first sign-ups at once must not both win.
      if (isPostgres(trx)) await sql`lock table users in share row exclusive mode`.execute(trx);
      if (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) {
        throw conflict('emailTaken');
      }
      const { count } = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('users')
        .values({
          id,
          email,
          firstname: String(values.firstname),
          lastname: String(values.lastname),
          mobileNumber: String(values.mobileNumber),
          passwordHash,
          role: Number(count) === 0 ? 'admin' : null,
          totpSecret: null,
          totpPendingSecret: null,
          totpLastTimeStep: null,
          lastFailedLoginAt: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    });

    const user = await findUser('id', id);
    reply.status(201);
    return { user: profileOf(user!), access_token: app.signAccessToken(id, 0) };
  });

  app.post('/auth/login', { config: limited }, async (request) => {
    const values = validated(loginFields, request.body);
    const user = await findUser('email', String(values.email).toLowerCase());
    if (!user) {
      await verifyPassword(String(values.password), await DUMMY_HASH_PROMISE);
      throw unauthorized('invalidCredentials');
    }
    if (!(await countLoginAttempt(app.db, user.id))) throw tooManyRequests('loginLocked', { minutes: LOCK_MINUTES });
    // The attempt stays counted as a failure unless the password (and its second factor) prove right.
    if (!(await verifyPassword(String(values.password), user.passwordHash))) throw unauthorized('invalidCredentials');

    let totpLastTimeStep = user.totpLastTimeStep;
    if (user.totpSecret) {
      if (!values.twoFactorToken) {
        await uncountLoginAttempt(app.db, user.id);
        return { require2FA: true, message: TWO_FACTOR_PROMPT };
      }
      const step = await verifyCode(user.totpSecret, String(values.twoFactorToken), user.totpLastTimeStep);
      if (step === null) throw unauthorized('invalidTotp');
      totpLastTimeStep = step;
    }

    await app.db
      .updateTable('users')
      .set({ failedLogins: 0, lastFailedLoginAt: null, totpLastTimeStep })
      .where('id', '=', user.id)
      .execute();
    return { user: profileOf(user), access_token: app.signAccessToken(user.id, Number(user.sessionGeneration)) };
  });

  app.get('/auth/profile', { config: ownAccount }, async (request) => profileOf((await findUser('id', request.account.id))!));

  /** Ends this session: its token is refused from now on (expired revocations are swept at the same time). */
  app.post('/auth/logout', { config: ownAccount }, async (request, reply) => {
    const { jti, expiresAt } = request.session;
    await app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('revoked_tokens').where('expiresAt', '<', Math.floor(Date.now() / 1000)).execute();
      await trx.insertInto('revoked_tokens').values({ jti, expiresAt }).onConflict((conflict) => conflict.column('jti').doNothing()).execute();
    });
    reply.status(204);
  });

  twoFactorRoutes(app, findUser);
};

function twoFactorRoutes(app: FastifyInstance, findUser: (column: 'id', value: string) => Promise<UserRow | undefined>) {
  const setTotp = (id: string, values: Updateable<UsersTable>) =>
    app.db.updateTable('users').set({ ...values, updatedAt: new Date().toISOString() }).where('id', '=', id).execute();

  app.post('/auth/2fa/setup', { config: ownAccount }, async (request) => {
    const user = (await findUser('id', request.account.id))!;
    if (user.totpSecret) throw conflict('totpEnabledAlready');
    const enrolment = await createEnrolment(user.email);
    await setTotp(user.id, { totpPendingSecret: enrolment.secret });
    return enrolment;
  });

  app.post('/auth/2fa/enable', { config: ownAccount }, async (request) => {
    const { code } = validated(twoFactorCodeFields, request.body);
    const user = (await findUser('id', request.account.id))!;
    if (!user.totpPendingSecret) throw conflict('totpStartFirst');
    const step = await verifyCode(user.totpPendingSecret, String(code), null);
    if (step === null) throw new FieldValidationError({ code: INVALID_CODE });
    await setTotp(user.id, { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpLastTimeStep: step });
    return profileOf((await findUser('id', user.id))!);
  });

  app.post('/auth/2fa/disable', { config: ownAccount }, async (request) => {
    const { code } = validated(twoFactorCodeFields, request.body);
    const user = (await findUser('id', request.account.id))!;
    if (!user.totpSecret) throw conflict('totpNotEnabled');
    const step = await verifyCode(user.totpSecret, String(code), user.totpLastTimeStep);
    if (step === null) throw new FieldValidationError({ code: INVALID_CODE });
    await setTotp(user.id, { totpSecret: null, totpPendingSecret: null, totpLastTimeStep: null });
    return profileOf((await findUser('id', user.id))!);
  });
}
