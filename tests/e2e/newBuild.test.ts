/**
 * A page opened before a new build asks for a screen's script that the new build replaced: the
 * server says it is gone (404) and the page loads again, from the new build, instead of going blank.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';

describe.skipIf(!browserAvailable())('a page from before a new build', () => {
  const panel = signedInPanel('newbuild@brokerage.in', 'newbuild-secret-1');
  let page: Page;
  beforeAll(() => {
    ({ page } = panel);
  });

  it('loads again when a screen it opens is gone, and shows the screen', async () => {
    // The screen's script as an older page would name it: gone once, as after a deploy.
    await page.route(/\/assets\/RenewalsDue-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }), { times: 1 });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: 'Renewals due' }).click();
    await reloaded;
    expect(page.url()).toContain('/panel/renewals');
    await page.getByText('No policy ends in this period.').waitFor();
    await panel.shot('new-build-reloaded');
  });
});
