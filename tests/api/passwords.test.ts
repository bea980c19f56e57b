/**
 * Passwords after sign-up: changing one's own on the profile, and an administrator's one-time reset
 * link. Either ends every other session of the account.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES } from '../../server/auth/loginThrottle';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/testServer';

const INVALID_RESET_LINK = 'This reset link is not valid or has expired. Ask an administrator for a new one.';

describe.each(testDatabases())('changing and resetting passwords on $database', (target) => {
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(async () => {
    server = await startTestServer({ ...target, env: { LOGIN_RATE_LIMIT: '1000' } });
    admin = new ApiClient(server.url);
    await admin.signUp('admin@passwords.in', 'admin-pass-1');
  });
  afterAll(() => server?.close());

  const signIn = async (email: string, password: string) => {
    const client = new ApiClient(server.url);
    const answer = await client.post('/auth/login', { email, password });
    client.token = answer.body.access_token;
    return Object.assign(client, { status: answer.status });
  };
  const profileStatus = async (client: ApiClient) => (await client.get('/auth/profile')).status;

  it('changes one\'s own password with the current one, ending every other session but this one', async () => {
    const laptop = new ApiClient(server.url);
    await laptop.signUp('meera@passwords.in', 'first-pass-1');
    const phone = await signIn('meera@passwords.in', 'first-pass-1');

    const wrong = await laptop.post('/auth/change-password', { currentPassword: 'not-it-123', newPassword: 'second-pass-2' });
    expect([wrong.status, wrong.body.message]).toEqual([400, ['"currentPassword" That is not your current password.']]);
    const common = await laptop.post('/auth/change-password', { currentPassword: 'first-pass-1', newPassword: 'password' });
    expect(common.body.message).toEqual(['"newPassword" This password is one of the most common ones. Choose one that is harder to guess.']);
    const same = await laptop.post('/auth/change-password', { currentPassword: 'first-pass-1', newPassword: 'first-pass-1' });
    expect(same.body.message).toEqual(['"newPassword" Choose a password different from your current one.']);
    const short = await laptop.post('/auth/change-password', { currentPassword: 'first-pass-1', newPassword: 'short' });
    expect(short.body.message).toEqual(['"newPassword" Password must be at least 8 characters long.']);
    expect(await profileStatus(phone)).toBe(200);

    const changed = await laptop.post('/auth/change-password', { currentPassword: 'first-pass-1', newPassword: 'second-pass-2' });
    expect(changed.status).toBe(200);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(401);
    laptop.token = changed.body.access_token;
    expect(await profileStatus(laptop)).toBe(200);
    expect((await signIn('meera@passwords.in', 'first-pass-1')).status).toBe(401);
    expect((await signIn('meera@passwords.in', 'second-pass-2')).status).toBe(200);
  });

  it('counts wrong current passwords as failed logins, and locks the same way', async () => {
    const owner = new ApiClient(server.url);
    await owner.signUp('guess@passwords.in', 'right-pass-1');
    const guesses = await Promise.all(
      Array.from({ length: MAX_FAILURES + 3 }, () => owner.post('/auth/change-password', { currentPassword: 'wrong-pass', newPassword: 'other-pass-9' })),
    );
    expect(guesses.filter((guess) => guess.status === 400)).toHaveLength(MAX_FAILURES);
    expect(guesses.filter((guess) => guess.status === 429)).toHaveLength(3);
    const right = await owner.post('/auth/change-password', { currentPassword: 'right-pass-1', newPassword: 'other-pass-9' });
    expect([right.status, right.body.message]).toEqual([429, 'Too many failed login attempts. Please try again in 15 minutes.']);
  });

  it('gives an administrator a one-time reset link that ends the account\'s sessions and expires', async () => {
    const ravi = new ApiClient(server.url);
    const { user } = await ravi.signUp('ravi@passwords.in', 'ravi-pass-1');
    await admin.patch(`/users/${user._id}`, { role: 'staff' });
    expect((await ravi.post(`/users/${user._id}/password-reset`)).status).toBe(403);

    const issued = await admin.post(`/users/${user._id}/password-reset`);
    expect(issued.status).toBe(200);
    // The secret in the fragment: browsers never send it, so no server or proxy log holds it.
    expect(issued.body).toMatchObject({ email: 'ravi@passwords.in', path: expect.stringMatching(/^\/reset-password#token=[\w-]{43}$/) });
    expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const tokenOf = (path: string) => new URLSearchParams(new URL(path, server.url).hash.slice(1)).get('token');
    const token = tokenOf(issued.body.path);
    const anonymous = new ApiClient(server.url);

    // A weak password does not use the link up.
    const weak = await anonymous.post('/auth/reset-password', { token, password: '12345678' });
    expect(weak.status).toBe(400);
    expect(await profileStatus(ravi)).toBe(200);
    const reset = await anonymous.post('/auth/reset-password', { token, password: 'ravi-new-pass-2' });
    expect(reset.status).toBe(200);
    expect(await profileStatus(ravi)).toBe(401);
    expect((await signIn('ravi@passwords.in', 'ravi-new-pass-2')).status).toBe(200);
    const again = await anonymous.post('/auth/reset-password', { token, password: 'ravi-new-pass-3' });
    expect([again.status, again.body.message]).toEqual([400, INVALID_RESET_LINK]);

    // Only the latest link works, and only until it expires.
    const first = tokenOf((await admin.post(`/users/${user._id}/password-reset`)).body.path);
    const latest = tokenOf((await admin.post(`/users/${user._id}/password-reset`)).body.path);
    expect((await anonymous.post('/auth/reset-password', { token: first, password: 'ravi-new-pass-4' })).status).toBe(400);
    await server.app.db.updateTable('password_resets').set({ expiresAt: Date.now() - 1 }).execute();
    expect((await anonymous.post('/auth/reset-password', { token: latest, password: 'ravi-new-pass-4' })).body.message).toBe(INVALID_RESET_LINK);
    expect((await admin.post('/users/no-such-account/password-reset')).status).toBe(404);

    const trail = await admin.get(`/audit-log?resource=accounts&recordId=${user._id}`);
    expect(trail.body.data.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['passwordResetLink', 'passwordReset']));
  });

  it('stops a link handed out once the owner changes the password', async () => {
    const owner = new ApiClient(server.url);
    const { user } = await owner.signUp('asha@passwords.in', 'asha-pass-1');
    const issued = await admin.post(`/users/${user._id}/password-reset`);
    const token = new URLSearchParams(new URL(issued.body.path, server.url).hash.slice(1)).get('token');
    expect((await owner.post('/auth/change-password', { currentPassword: 'asha-pass-1', newPassword: 'asha-pass-2' })).status).toBe(200);
    const reset = await new ApiClient(server.url).post('/auth/reset-password', { token, password: 'someone-elses-1' });
    expect([reset.status, reset.body.message]).toEqual([400, INVALID_RESET_LINK]);
    expect((await signIn('asha@passwords.in', 'asha-pass-2')).status).toBe(200);
  });
});
