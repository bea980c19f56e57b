import { generate } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { serveSignedIn } from '../support/signedInServer';
import type { TestServer } from '../support/testServer';

describe.each(testDatabases())('auth on $database', (target) => {
  const context = serveSignedIn(target, 'first@brokerage.in', 'first-pass-1');
  let server: TestServer;
  let admin: ApiClient;
  beforeAll(() => {
    ({ server, api: admin } = context);
  });

  it('makes the first account the administrator and returns user and access_token', async () => {
    const profile = await admin.get('/auth/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email: 'first@brokerage.in', name: 'Test User', role: 'admin', twoFactorEnabled: false });
    expect(profile.body).not.toHaveProperty('passwordHash');
  });

  it('gives later sign-ups no data access until an administrator grants a role', async () => {
    const newcomer = new ApiClient(server.url);
    const signup = await newcomer.signUp('second@brokerage.in');
    expect(signup.user.role).toBeNull();

    const refused = await newcomer.get('/company');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your account is waiting for an administrator to grant you access.');
    expect((await newcomer.get('/auth/profile')).status).toBe(200);
    expect((await newcomer.get('/users')).status).toBe(403);

    const accounts = await admin.get('/users?page=1&limit=10&search=second');
    expect(accounts.body.meta.total).toBe(1);
    expect(accounts.body.data[0]).not.toHaveProperty('passwordHash');
    const granted = await admin.patch(`/users/${accounts.body.data[0]._id}`, { role: 'staff' });
    expect(granted.status).toBe(200);
    expect(granted.body.role).toBe('staff');

    expect((await newcomer.get('/company')).status).toBe(200);
    expect((await newcomer.get('/users')).status).toBe(403);
  });

  it('never lets the last administrator lose the role', async () => {
    const me = await admin.get('/auth/profile');
    const demoted = await admin.patch(`/users/${me.body._id}`, { role: 'staff' });
    expect(demoted.status).toBe(400);
    expect(demoted.body.message).toEqual(['"role" At least one administrator must remain.']);
  });

  it('never lets a bulk change or two administrators demoting each other at once leave no administrator', async () => {
    const me = await admin.get('/auth/profile');
    const bulk = await admin.post('/users/bulk-update', { ids: [me.body._id], data: { role: 'staff' } });
    expect(bulk.status).toBe(400);
    expect(bulk.body.message).toEqual(['"role" At least one administrator must remain.']);

    for (let round = 0; round < 5; round++) {
      const other = new ApiClient(server.url);
      const { user } = await other.signUp(`co-admin-${round}@brokerage.in`);
      expect((await admin.patch(`/users/${user._id}`, { role: 'admin' })).status).toBe(200);
      const [mine, theirs] = await Promise.all([admin.patch(`/users/${user._id}`, { role: 'staff' }), other.patch(`/users/${me.body._id}`, { role: 'staff' })]);
      // The one demoted first is refused: by the rule, or as no longer an administrator.
      expect([mine.status, theirs.status].filter((status) => status === 200)).toHaveLength(1);
      const admins = await admin.get('/users?page=1&limit=100&role=admin');
      const remaining = (admins.status === 200 ? admins : await other.get('/users?page=1&limit=100&role=admin')).body.data.filter((account: { role: string }) => account.role === 'admin');
      expect(remaining).toHaveLength(1);
      // Back to one administrator, the original, for the next round.
      if (theirs.status === 200) {
        expect((await other.patch(`/users/${me.body._id}`, { role: 'admin' })).status).toBe(200);
        expect((await admin.patch(`/users/${user._id}`, { role: 'staff' })).status).toBe(200);
      }
    }
  });

  it('answers sign-up with field messages naming their fields', async () => {
    const response = await new ApiClient(server.url).post('/signup', {
      firstname: '',
      lastname: 'X',
      mobileNumber: '98a',
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([
      '"firstname" First Name is required',
      '"mobileNumber" Enter a 10-digit number without spaces or dashes',
      '"email" Please enter a valid email address.',
      '"password" Password must be at least 8 characters long.',
    ]);
  });

  it('keeps the ten digits of a mobile number written with +91, a trunk zero, spaces or dashes', async () => {
    for (const [index, written] of ['+91 98765-43210', '098765 43210', '0091 9876543210'].entries()) {
      const signup = await new ApiClient(server.url).signUp(`mobile${index}@brokerage.in`, 'mobile-pass-1', { mobileNumber: written });
      expect(signup.user.mobileNumber, written).toBe('9876543210');
    }
  });

  it('refuses the most common passwords, whatever their case, with a message under the password', async () => {
    for (const password of ['password', '12345678', 'QWERTY123']) {
      const response = await new ApiClient(server.url).post('/signup', { firstname: 'A', lastname: 'B', mobileNumber: '9876543210', email: `common-${password}@brokerage.in`, password });
      expect(response.status, password).toBe(400);
      expect(response.body.message).toEqual(['"password" This password is one of the most common ones. Choose one that is harder to guess.']);
    }
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const response = await new ApiClient(server.url).post('/signup', {
      firstname: 'A',
      lastname: 'B',
      mobileNumber: '9123456789',
      email: 'FIRST@brokerage.in',
      password: 'another-pass-1',
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists.');
  });

  it('logs in with the right password and refuses a wrong one without saying which part was wrong', async () => {
    const client = new ApiClient(server.url);
    const ok = await client.post('/auth/login', { email: 'First@Brokerage.in', password: 'first-pass-1' });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('first@brokerage.in');
    expect(typeof ok.body.access_token).toBe('string');

    const wrongPassword = await client.post('/auth/login', { email: 'first@brokerage.in', password: 'nope-nope' });
    const unknownUser = await client.post('/auth/login', { email: 'nobody@brokerage.in', password: 'nope-nope' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    expect(wrongPassword.body.message).toBe(unknownUser.body.message);
  });

  it('locks an account for a while after five wrong passwords, even with the right one', async () => {
    const client = new ApiClient(server.url);
    await client.signUp('locked@brokerage.in', 'right-pass-1');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await client.post('/auth/login', { email: 'locked@brokerage.in', password: 'wrong-pass' })).status).toBe(401);
    }
    const locked = await client.post('/auth/login', { email: 'locked@brokerage.in', password: 'right-pass-1' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed login attempts. Please try again in 15 minutes.');
  });

  it('refuses requests without a valid token', async () => {
    expect((await new ApiClient(server.url).get('/company')).status).toBe(401);
    expect((await new ApiClient(server.url, 'not-a-token').get('/auth/profile')).status).toBe(401);
    expect((await new ApiClient(server.url).get('/role')).status).toBe(401);
  });

  it('lists the user kinds as roles', async () => {
    const roles = await admin.get('/role');
    expect(roles.status).toBe(200);
    expect(roles.body.map((role: { roleName: string }) => role.roleName)).toEqual(['agents', 'employees']);
    expect(roles.body[0]).toHaveProperty('_id');
  });

  it('turns on TOTP two-factor login, asks for the code, and refuses a wrong or replayed one', async () => {
    const client = new ApiClient(server.url);
    await client.signUp('totp@brokerage.in', 'totp-pass-1');
    const setup = await client.post('/auth/2fa/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);

    expect((await client.post('/auth/2fa/enable', { code: '000000' })).body.message).toEqual([
      '"code" That code is not valid. Check the time on your phone and try again.',
    ]);
    const enabled = await client.post('/auth/2fa/enable', { code: await generate({ secret: setup.body.secret }) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.twoFactorEnabled).toBe(true);

    const credentials = { email: 'totp@brokerage.in', password: 'totp-pass-1' };
    const asked = await client.post('/auth/login', credentials);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ require2FA: true, message: 'Please enter your 2FA code' });
    expect(asked.body).not.toHaveProperty('access_token');

    expect((await client.post('/auth/login', { ...credentials, twoFactorToken: '123456' })).status).toBe(401);

    // The code that enabled 2FA has been spent; the next time step's code is within the allowed drift.
    const code = await generate({ secret: setup.body.secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const login = await client.post('/auth/login', { ...credentials, twoFactorToken: code });
    expect(login.status).toBe(200);
    expect(login.body.access_token).toBeTruthy();

    const replay = await client.post('/auth/login', { ...credentials, twoFactorToken: code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Invalid 2FA code');
  });
});
