/**
 * The per-account lockout under concurrent guessing: every attempt is counted at once in the
 * database, so a burst of wrong passwords cannot share one stale count (the per-address limit is
 * raised here so that only the account's own lock answers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../server/auth/loginThrottle';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/testServer';

describe.each(testDatabases())('login lockout under concurrent guesses on $database', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...target, env: { LOGIN_RATE_LIMIT: '1000' } });
    await new ApiClient(server.url).signUp('admin@lockout.in', 'admin-pass-1');
  });
  afterAll(() => server?.close());

  const login = (email: string, password: string) => new ApiClient(server.url).post('/auth/login', { email, password });

  it('counts each of 30 simultaneous wrong passwords: five are checked, the rest and then the right password are refused', async () => {
    await new ApiClient(server.url).signUp('burst@lockout.in', 'right-pass-1');
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('burst@lockout.in', 'wrong-pass')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILURES);

    const right = await login('burst@lockout.in', 'right-pass-1');
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
  });

  it('lets the right password in after fewer failures, and starts the count again', async () => {
    await new ApiClient(server.url).signUp('typo@lockout.in', 'right-pass-1');
    await Promise.all(Array.from({ length: MAX_FAILURES - 1 }, () => login('typo@lockout.in', 'wrong-pass')));
    expect((await login('typo@lockout.in', 'right-pass-1')).status).toBe(200);
    const again = await Promise.all(Array.from({ length: MAX_FAILURES - 1 }, () => login('typo@lockout.in', 'wrong-pass')));
    expect(again.map((answer) => answer.status)).toEqual(Array(MAX_FAILURES - 1).fill(401));
    expect((await login('typo@lockout.in', 'right-pass-1')).status).toBe(200);
  });
});
