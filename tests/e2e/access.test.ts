import path from 'node:path';
import { generate } from 'otplib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { browserAvailable, launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/testServer';

const nextStepCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe.skipIf(!browserAvailable())('access and two-factor sign-in in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ uiDir: path.resolve('dist') });
    admin = new ApiClient(server.url);
    await admin.signUp('admin@brokerage.in', 'admin-pass-1');
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('asks for the 2FA code after the password, then shows a newcomer that access is pending', async () => {
    const newcomer = new ApiClient(server.url);
    await newcomer.signUp('ravi@brokerage.in', 'ravi-pass-1', { firstname: 'Ravi', lastname: 'Kumar' });
    const { body: enrolment } = await newcomer.post('/auth/2fa/setup');
    await newcomer.post('/auth/2fa/enable', { code: await generate({ secret: enrolment.secret }) });

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('ravi@brokerage.in');
    await page.getByRole('textbox', { name: 'Password' }).fill('ravi-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter your 2FA code').waitFor();
    await page.getByLabel('2FA Code').fill('12ab34');
    expect(await page.getByLabel('2FA Code').inputValue()).toBe('1234');
    await page.getByLabel('2FA Code').fill(await nextStepCode(enrolment.secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/panel');
    await page.getByRole('heading', { name: 'Waiting for access' }).waitFor();

    await page.goto(`${server.url}/panel/view-company`);
    await page.getByRole('heading', { name: 'Waiting for access' }).waitFor();
  });

  it('lets the newcomer in once an administrator grants a role', async () => {
    const { body } = await admin.get('/users?page=1&limit=5&search=ravi');
    await admin.patch(`/users/${body.data[0]._id}`, { role: 'staff' });
    await page.getByRole('button', { name: 'Check again' }).click();
    await page.getByText('Company List').first().waitFor();
    expect(await page.getByRole('heading', { name: 'Waiting for access' }).count()).toBe(0);
  });

  it('turns on two-factor authentication from the profile page', async () => {
    // Sign the newcomer out: /login itself would send a signed-in browser on to the panel.
    await page.goto(`${server.url}/api/no-such-page`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill('admin@brokerage.in');
    await page.getByRole('textbox', { name: 'Password' }).fill('admin-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/panel');

    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.locator('img[alt^="otpauth://totp/"]').waitFor();
    const key = (await page.getByText(/^Key: /).textContent())!.replace('Key: ', '').trim();
    await page.getByLabel('2FA Code').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('That code is not valid. Check the time on your phone and try again.').waitFor();
    await page.getByLabel('2FA Code').fill(await generate({ secret: key }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByText('Two-factor authentication is now on').waitFor();
    await page.getByText('Two-factor authentication is on.').first().waitFor();
  });

  it('changes the password on the profile page, signing out every other session', async () => {
    const elsewhere = new ApiClient(server.url, admin.token);
    expect((await elsewhere.get('/auth/profile')).status).toBe(200);
    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { name: 'Password', exact: true }).waitFor();
    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password').fill('admin-pass-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('That is not your current password.').waitFor();
    await page.getByLabel('Current Password').fill('admin-pass-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed. Every other device has been signed out.').waitFor();
    expect((await elsewhere.get('/auth/profile')).status).toBe(401);
    // This browser goes on with its new token.
    await page.reload();
    await page.getByRole('heading', { name: 'Password', exact: true }).waitFor();
    expect(page.url()).toContain('/profile');
  });

  it('gives an administrator a one-time reset link that lets the person choose a new password', async () => {
    await page.goto(`${server.url}/panel/access`);
    await page.getByRole('button', { name: 'Password reset link for ravi@brokerage.in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password reset link for ravi@brokerage.in' });
    const link = await dialog.getByLabel('Reset link').inputValue();
    expect(link.startsWith(`${server.url}/reset-password#token=`)).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The secret leaves the address bar (and the history) once the page has read it.
    expect(visitor.url()).toBe(`${server.url}/reset-password`);
    await visitor.getByLabel('New Password').fill('12345678');
    await visitor.getByRole('button', { name: 'Save password' }).click();
    await visitor.getByText('This password is one of the most common ones. Choose one that is harder to guess.').waitFor();
    await visitor.getByLabel('New Password').fill('ravi-new-pass-7');
    await visitor.getByRole('button', { name: 'Save password' }).click();
    await visitor.getByText('Your password has been changed. Sign in with the new one.').waitFor();
    await visitor.getByRole('link', { name: 'Go to sign in' }).click();
    await visitor.waitForURL('**/login');
    await visitor.close();
    expect((await new ApiClient(server.url).post('/auth/login', { email: 'ravi@brokerage.in', password: 'ravi-new-pass-7' })).status).toBe(200);
  });

  it('collapses the sidebar by itself in a window narrower than 768 px', async () => {
    const wide = page.getByRole('menuitem', { name: 'Dashboard' });
    await page.goto(`${server.url}/panel`);
    await wide.waitFor();
    const openWidth = await page.locator('.RaSidebar-fixed').evaluate((el) => el.getBoundingClientRect().width);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect
      .poll(() => page.locator('.RaSidebar-fixed, .MuiDrawer-paper').first().evaluate((el) => el.getBoundingClientRect().width))
      .toBeLessThan(openWidth);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('sends a browser whose stored session the server refuses to /login at once', async () => {
    await page.goto(`${server.url}/panel`);
    await page.getByRole('menuitem', { name: 'Dashboard' }).waitFor();
    // A token of the right shape, not yet expired, that this server never signed.
    const forged = ['{"alg":"HS256","typ":"JWT"}', JSON.stringify({ sub: 'someone', jti: 'x', gen: 0, exp: Math.floor(Date.now() / 1000) + 3600 })]
      .map((part) => Buffer.from(part).toString('base64url'))
      .join('.');
    for (const address of ['/panel', '/profile', '/panel/view-company']) {
      await page.goto(`${server.url}/api/health`);
      await page.evaluate((token) => localStorage.setItem('token', `${token}.c2lnbmF0dXJl`), forged);
      const started = Date.now();
      await page.goto(`${server.url}${address}`);
      await page.waitForURL('**/login', { timeout: 20_000 });
      expect(Date.now() - started, address).toBeLessThan(3_000);
      // Settled on the sign-in page: the refused session's sign-out may still be navigating when the address changes.
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
      await page.waitForLoadState('networkidle');
    }
  });
});
