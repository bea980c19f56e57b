/**
 * Health policies, declared in one file (resources/healthPolicies): the sidebar entry, list, create,
 * show and edit screens all come from the declaration, the insurer chosen by name from the companies.
 */
import fs from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';

describe.skipIf(!browserAvailable())('health policies from their declaration, in the browser', () => {
  const panel = signedInPanel('meera@health.in', 'meera-secret-1');
  let page: Page;
  beforeAll(async () => {
    ({ page } = panel);
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'meera@health.in', password: 'meera-secret-1' })).body.access_token;
    const insurer = { name: 'Star Health Insurance', address: '1 Anna Salai', city: 'Chennai', pincode: '600002', state: 'Tamil Nadu', mobile: '9876543210', email: 'ops@star.in', partnerType: 'Corporate' };
    expect((await api.post('/company', insurer)).status).toBe(201);
  });
  const { field } = panel;

  it('is found under Health Insurance and created with its insurer chosen by name', async () => {
    await page.getByRole('menuitem', { name: 'Health policies' }).click();
    await page.getByText('No Health policies yet.').waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Policy Number is required').waitFor();

    await field('Policy Number').fill('SH/2026/000123');
    await field('Customer Name').fill('Anjali Kulkarni');
    await field('Insurer').fill('Star');
    await page.getByRole('option', { name: 'Star Health Insurance' }).click();
    await field('Plan Name').fill('Family Optima');
    await field('Sum Insured').fill('500000');
    await field('Premium').fill('18450.50');
    await field('Start Date').fill('2026-04-01');
    // A year's cover from the start date, until someone types another end.
    await expect.poll(() => field('End Date').inputValue()).toBe('2027-03-31');
    await field('End Date').fill('2026-03-31');
    await field('Members Covered').fill('4');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('End date cannot be before the start date').waitFor();
    await field('End Date').fill('2027-03-31');
    await panel.shot('health-policy-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Health policy created').waitFor();
    // The details show the insurer by name, dates and rupees the Indian way.
    // By name; not a link, as companies are shown in a dialog from their list, which an address cannot open.
    await page.getByText('Star Health Insurance', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Star Health Insurance' }).count()).toBe(0);
    await page.getByText('₹18,450.50').waitFor();
    await page.getByText('01 Apr 2026').waitFor();
  });

  it('lists the policy with its insurer by name, and edits it', async () => {
    // Declared with its own storage, the resource speaks ra-data-simple-rest's dialect (sort, range and filter as JSON).
    const listRequest = page.waitForRequest((request) => /\/api\/health-policy\?.*range=/.test(request.url()));
    await page.getByRole('menuitem', { name: 'Health policies' }).click();
    expect(new URL((await listRequest).url()).searchParams.get('range')).toBe('[0,24]');
    const row = page.getByRole('row', { name: /SH\/2026\/000123/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('Star Health Insurance');
    await panel.shot('health-policy-list');
    // On a phone, a list of its first columns instead of a table to scroll sideways; a row opens the policy.
    await page.setViewportSize({ width: 412, height: 860 });
    try {
      const item = page.getByRole('link', { name: /SH\/2026\/000123/ });
      await expect.poll(() => item.textContent()).toContain('Star Health Insurance');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
      await panel.shot('health-policy-list-phone');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    // Download CSV names the insurer beside its id.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('health-policies.csv');
    const [exported] = Papa.parse<Record<string, string>>(fs.readFileSync(await download.path(), 'utf8'), { header: true, skipEmptyLines: true }).data;
    expect(exported).toMatchObject({ policy_number: 'SH/2026/000123', insurer_name: 'Star Health Insurance', premium: '18450.50', start_date: '2026-04-01' });
    await row.getByRole('link', { name: 'Edit' }).click();
    await field('Plan Name').fill('Family Optima Plus');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Family Optima Plus').waitFor();
  });

  it('speaks Hindi from the labels beside its declaration', async () => {
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'हिन्दी' }).click();
    await page.getByRole('menuitem', { name: 'स्वास्थ्य पॉलिसियाँ' }).click();
    await page.getByRole('columnheader', { name: 'बीमाकर्ता' }).waitFor();
    await page.getByRole('columnheader', { name: 'प्रीमियम' }).waitFor();
    await panel.shot('health-policy-list-hindi');
    await page.getByRole('button', { name: /^भाषा/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
  });

  it('deletes the policy from its edit screen after confirmation', async () => {
    await page.getByRole('menuitem', { name: 'Health policies' }).click();
    await page.getByRole('row', { name: /SH\/2026\/000123/ }).getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('No Health policies yet.').waitFor();
  });
});
