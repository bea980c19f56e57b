import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { canAccess } from '../../authProvider/canAccess';
import type { AccountRole } from '../../authProvider/roles';
import { type KeptTableState, keptTableStateOf } from '../db/rowCounts';
import { forbidden, unauthorized } from '../httpErrors';

export interface SignedInAccount {
  id: string;
  email: string;
  role: AccountRole | null;
  sessionGeneration: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without a token (sign-up, login, public files). */
    public?: boolean;
    /** What the route does, checked against the account's role by canAccess. */
    access?: { resource: string; action: string };
    /** Any account with a role: the handler decides the rest (a record's history, by that record's access). */
    anyRole?: boolean;
    /** Any signed-in account, one still waiting for a role too: its own profile and sign-in. */
    ownAccount?: boolean;
    /**
     * A table whose change version and kept count (rowCounts.ts) the route needs, as list routes do
     * for their caches: read in the same query as the session, one round trip fewer per request.
     */
    keptTable?: string;
  }
  interface FastifyRequest {
    account: SignedInAccount;
    /** This request's token: its id and expiry (epoch seconds), for logout. */
    session: { jti: string; expiresAt: number };
    /** The state of the route's `keptTable`, when it names one and the table keeps it. */
    keptTableState?: KeptTableState;
  }
  interface FastifyInstance {
    /** A token for the account's current session generation (users.sessionGeneration). */
    signAccessToken(accountId: string, sessionGeneration: number): string;
  }
}

interface AccessToken {
  sub: string;
  jti?: string;
  /** The account's session generation at sign-in; tokens from before 0013 have none (0). */
  gen?: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; jti: string; gen: number };
    user: AccessToken;
  }
}

/**
 * Every route needs a valid bearer token unless its config says `public`. The account is read
 * afresh on each request, so a role granted or withdrawn takes effect at once, and a token ended by
 * logout (revoked_tokens) is refused on every instance sharing the database.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; tokenTtl: string }) => {
    await app.register(jwt, { secret: options.secret, sign: { expiresIn: options.tokenTtl } });

    // Each token has its own id (jti), so logout can end that one session.
    app.decorate('signAccessToken', (accountId: string, sessionGeneration: number) =>
      app.jwt.sign({ sub: accountId, jti: randomUUID(), gen: sessionGeneration }),
    );
    app.decorateRequest('account', null as unknown as SignedInAccount);
    app.decorateRequest('session', null as unknown as { jti: string; expiresAt: number });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const config = request.routeOptions.config;
      if (config.public || !request.routeOptions.url) return;
      if (!request.headers.authorization) throw unauthorized('signIn');
      let token: AccessToken;
      try {
        token = await request.jwtVerify<AccessToken>();
      } catch {
        throw unauthorized('sessionExpired');
      }
      // The account (its role, read afresh), whether this session was ended by logout or by a
      // password change, and the route's kept table state, in one query.
      const account = await app.db
        .selectFrom('users')
        .leftJoin('row_counts', (join) => join.on('row_counts.table_name', '=', config.keptTable ?? ''))
        .select(['users.id', 'users.email', 'users.role', 'users.sessionGeneration', 'row_counts.version', 'row_counts.total'])
        .select((eb) => eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', token.jti ?? '')).as('revoked'))
        .where('users.id', '=', token.sub)
        .executeTakeFirst();
      if (!account || !token.jti || Boolean(account.revoked) || Number(account.sessionGeneration) !== (token.gen ?? 0)) {
        throw unauthorized('sessionExpired');
      }
      request.account = { id: account.id, email: account.email, role: account.role, sessionGeneration: Number(account.sessionGeneration) };
      request.session = { jti: token.jti, expiresAt: token.exp };
      request.keptTableState = keptTableStateOf(account);
    });

    // Every API route says who may call it; one that does not is a mistake, caught at start-up.
    app.addHook('onRoute', (route) => {
      const config = (route.config ?? {}) as FastifyContextConfig;
      if (!route.url.startsWith('/api') || config.public || config.access || config.anyRole || config.ownAccount) return;
      throw new Error(`${String(route.method)} ${route.url} says nothing of who may call it: give it access, anyRole, ownAccount or public.`);
    });

    app.addHook('preHandler', async (request: FastifyRequest) => {
      const { access, ownAccount, public: isPublic } = request.routeOptions.config;
      if (isPublic || ownAccount) return;
      if (!request.account.role) throw forbidden('pendingAccess');
      if (access && !canAccess({ role: request.account.role, ...access })) throw forbidden('noPermission');
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
