import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, describe, expect, it } from 'vitest';
import { authPlugin } from '../../server/plugins/auth';
import { ApiClient } from '../support/apiClient';
import { startTestServer, type TestServer } from '../support/testServer';

/** Routes anyone may call: sign-up, login, choosing a password from a reset link, the health check and the public logo files. */
const PUBLIC = new Set(['POST /api/signup', 'POST /api/auth/login', 'POST /api/auth/reset-password', 'GET /api/health', 'GET /api/files/images/:name']);
/** Routes every signed-in account may call, with or without a role: its own profile and sign-in. */
const OWN_ACCOUNT = new Set([
  'GET /api/auth/profile',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'POST /api/auth/2fa/setup',
  'POST /api/auth/2fa/enable',
  'POST /api/auth/2fa/disable',
]);
const SAMPLE_PARAMS: Record<string, string> = { ':id': '0190b8a0-0000-7000-8000-000000000000', ':resource': 'motorPolicies', ':name': 'x.png' };

/** Every API route of the running server, from Fastify's own route tree. */
function apiRoutes(server: TestServer): { method: string; route: string }[] {
  const routes: { method: string; route: string }[] = [];
  const stack: string[] = [];
  for (const line of server.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const route = stack.join('');
    if (!match[3] || !route.startsWith('/api')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, route });
  }
  return routes;
}

describe('security basics', () => {
  const servers: TestServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.close();
  });
  const start = async (options: Parameters<typeof startTestServer>[0] = {}) => {
    const server = await startTestServer(options);
    servers.push(server);
    return server;
  };

  it('needs a valid token on every route but the public ones', async () => {
    const server = await start();
    const routes = apiRoutes(server);
    expect(routes.length).toBeGreaterThan(40);
    for (const { method, route } of routes) {
      if (PUBLIC.has(`${method} ${route}`)) continue;
      const url = route.replace(/:[a-z]+/gi, (param) => SAMPLE_PARAMS[param] ?? 'x');
      for (const token of [undefined, 'not-a-token']) {
        const response = await fetch(`${server.url}${url}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });
        expect(response.status, `${method} ${route}`).toBe(401);
        const body = await response.json();
        expect(body.message).toMatch(/sign in/i);
      }
    }
  });

  it('lets an account without a role do nothing but look after its own sign-in, on every route', async () => {
    const server = await start();
    await new ApiClient(server.url).signUp('first@security.in');
    const newcomer = new ApiClient(server.url);
    await newcomer.signUp('second@security.in');
    const routes = apiRoutes(server).filter(({ method, route }) => !PUBLIC.has(`${method} ${route}`) && !OWN_ACCOUNT.has(`${method} ${route}`));
    expect(routes.length).toBeGreaterThan(40);
    const allowed: string[] = [];
    for (const { method, route } of routes) {
      const url = route.replace(/:[a-z]+/gi, (param) => SAMPLE_PARAMS[param] ?? 'x');
      const response = await fetch(`${server.url}${url}`, { method, headers: { Authorization: `Bearer ${newcomer.token}` } });
      const { message } = await response.json();
      if (response.status !== 403 || message !== 'Your account is waiting for an administrator to grant you access.') allowed.push(`${method} ${route} ${response.status}`);
    }
    expect(allowed).toEqual([]);
  });

  it('refuses to start with an API route that says nothing of who may call it', async () => {
    const app = Fastify({ logger: false });
    // The route is refused as it is registered, before any database is asked.
    await app.register(fp(async () => {}, { name: 'database' }));
    await app.register(authPlugin, { secret: 'x'.repeat(32), tokenTtl: '1h' });
    expect(() => app.get('/api/forgotten', async () => 'everything')).toThrow('GET /api/forgotten says nothing of who may call it');
    await app.close();
  });

  it('ends a session at logout, on this token only, and lets tokens expire', async () => {
    const server = await start({ env: { TOKEN_TTL: '2s' } });
    const api = new ApiClient(server.url);
    await api.signUp('leaving@security.in', 'leaving-pass-1');
    const other = new ApiClient(server.url, (await api.post('/auth/login', { email: 'leaving@security.in', password: 'leaving-pass-1' })).body.access_token);
    expect((await api.get('/auth/profile')).status).toBe(200);
    expect((await api.post('/auth/logout')).status).toBe(204);
    const after = await api.get('/auth/profile');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please sign in again.');
    // The other session (another device) goes on until it expires.
    expect((await other.get('/auth/profile')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    expect((await other.get('/auth/profile')).status).toBe(401);
  });

  it('sends secure headers with the UI and never a stack trace or SQL in an error', async () => {
    const uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-'));
    fs.writeFileSync(path.join(uiDir, 'index.html'), '<!doctype html><title>x</title>');
    const server = await start({ uiDir });
    for (const address of ['/', '/panel/policies', '/login']) {
      const response = await fetch(`${server.url}${address}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, address).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
    const api = new ApiClient(server.url);
    await api.signUp('headers@security.in');
    const refused = await api.get('/motor-policy?sort=no_such_column');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).not.toMatch(/select|sqlite|at \/|node_modules/i);
    fs.rmSync(uiDir, { recursive: true, force: true });
  });
});
