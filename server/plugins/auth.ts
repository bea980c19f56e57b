import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccountRole, canAccess } from '../../authProvider/canAccess';
import { forbidden, unauthorized } from '../httpErrors';

export interface SignedInAccount {
  id: string;
  email: string;
  role: AccountRole | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without a token (sign-up, login, public files). */
    public?: boolean;
    /** What the route does, checked against the account's role by canAccess. */
    access?: { resource: string; action: string };
  }
  interface FastifyRequest {
    account: SignedInAccount;
  }
  interface FastifyInstance {
    signAccessToken(accountId: string): string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string };
    user: { sub: string };
  }
}

export const PENDING_ACCESS_MESSAGE =
  'Your account is waiting for an administrator to grant you access.';

/**
 * Every route needs a valid bearer token unless its config says `public`. The account is read
 * afresh on each request, so a role granted or withdrawn takes effect at once.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; tokenTtl: string }) => {
    await app.register(jwt, { secret: options.secret, sign: { expiresIn: options.tokenTtl } });

    app.decorate('signAccessToken', (accountId: string) => app.jwt.sign({ sub: accountId }));
    app.decorateRequest('account', null as unknown as SignedInAccount);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const config = request.routeOptions.config;
      if (config.public || !request.routeOptions.url) return;
      if (!request.headers.authorization) throw unauthorized('Please sign in to continue.');
      let subject: string;
      try {
        subject = (await request.jwtVerify<{ sub: string }>()).sub;
      } catch {
        throw unauthorized('Your session has expired. Please sign in again.');
      }
      const account = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'role'])
        .where('id', '=', subject)
        .executeTakeFirst();
      if (!account) throw unauthorized('Your session has expired. Please sign in again.');
      request.account = account;
    });

    app.addHook('preHandler', async (request: FastifyRequest) => {
      const access = request.routeOptions.config.access;
      if (!access || request.routeOptions.config.public) return;
      if (!canAccess({ role: request.account.role, ...access })) {
        throw forbidden(request.account.role ? 'You do not have permission to do this.' : PENDING_ACCESS_MESSAGE);
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
