/**
 * What the browser tests of panel screens share: a real server serving the built UI, an account
 * signed in through the login page, and finders for react-admin inputs by their labels.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { ResourceDeclaration } from '../../resources/core/defineResource';
import { ApiClient } from './apiClient';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from './testServer';

const UI_DIR = path.resolve('dist');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** An input by its exact label; required inputs add " *" to theirs. */
export const fieldByLabel = (scope: Pick<Page, 'getByLabel'>, label: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));

/** Picks an option of a select by its label (a select's name may go on with the value shown). */
export async function chooseOption(page: Page, label: string, option: string, scope: Pick<Page, 'getByRole'> = page) {
  await scope.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Scrolls down a screen at a time to the bottom and back, as a reader would, so what is drawn only
 * near the screen (the dashboard's charts) is drawn before a full-page screenshot or an audit.
 */
export async function scrollThrough(page: Page) {
  for (;;) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY > before;
    });
    if (!moved) break;
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Starts the server and a browser for one describe block and signs `email` in on /login; read
 * `server` and `page` inside the tests. `shot(name)` saves a full-page screenshot when
 * SCREENSHOT_DIR is set. `options`: another build of the UI and the resources a test declares.
 */
export function signedInPanel(email: string, password: string, options: { uiDir?: string; declarations?: readonly ResourceDeclaration[] } = {}) {
  const context = {
    /** An input of the page (or of `scope`, e.g. a dialog) by its label. */
    field: (label: string, scope?: Pick<Page, 'getByLabel'>) => fieldByLabel(scope ?? context.page, label),
    choose: (label: string, option: string, scope?: Pick<Page, 'getByRole'>) => chooseOption(context.page, label, option, scope),
  } as {
    server: TestServer;
    browser: Browser;
    page: Page;
    shot: (name: string) => Promise<void>;
    field: (label: string, scope?: Pick<Page, 'getByLabel'>) => ReturnType<typeof fieldByLabel>;
    choose: (label: string, option: string, scope?: Pick<Page, 'getByRole'>) => Promise<void>;
  };
  beforeAll(async () => {
    const uiDir = options.uiDir ?? UI_DIR;
    if (!fs.existsSync(path.join(uiDir, 'index.html'))) throw new Error('Build the UI first: npm run build');
    context.server = await startTestServer({ uiDir, declarations: options.declarations });
    await new ApiClient(context.server.url).signUp(email, password);
    context.browser = await launchBrowser();
    const browserContext = await context.browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    const page = await browserContext.newPage();
    page.setDefaultTimeout(10_000);
    context.page = page;
    context.shot = async (name) => {
      if (!process.env.SCREENSHOT_DIR) return;
      await scrollThrough(page);
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
    };
    await page.goto(`${context.server.url}/login`);
    await fieldByLabel(page, 'Email').fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/panel');
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.server?.close();
  });
  return context;
}
