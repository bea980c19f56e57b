/**
 * A resource added from one declaration in a test folder (tests/fixtures/declared) and one line of
 * registration, in the browser: the panel built with that line finds it in the sidebar, creates,
 * shows, lists (with its CSV and range filter) and edits its records, and chooses and shows its
 * company reference by name.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldVisitDeclaration } from '../fixtures/declared/fieldVisits';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';
import { buildUiWithResource } from '../support/uiWithFixture';

describe.skipIf(!browserAvailable())('a resource declared in one test file, in the browser', () => {
  const uiDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-fixture-ui-'));
  beforeAll(async () => {
    await buildUiWithResource(uiDir, { name: 'fieldVisits', exported: 'fieldVisitDeclaration', file: 'tests/fixtures/declared/fieldVisits.ts' });
  }, 120_000);
  afterAll(() => fs.rmSync(uiDir, { recursive: true, force: true }));

  const panel = signedInPanel('ravi@visits.in', 'ravi-secret-1', { uiDir, declarations: [fieldVisitDeclaration] });
  const { field, choose } = panel;
  let page: Page;
  beforeAll(async () => {
    ({ page } = panel);
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'ravi@visits.in', password: 'ravi-secret-1' })).body.access_token;
    const company = { name: 'Acme Insurance Brokers', address: '12 MG Road, Camp', city: 'Pune', pincode: '411001', state: 'Maharashtra', mobile: '9876543210', email: 'ops@acme.in', partnerType: 'Broker' };
    await api.post('/company', company);
  });

  it('is in the sidebar, refuses what its declaration refuses and creates a record with its company chosen by name', async () => {
    await page.getByRole('menuitem', { name: 'Field visits' }).click();
    await page.getByText('No Field visits yet.').waitFor();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Customer is required').waitFor();

    await field('Customer').fill('Kavya Menon');
    await field('Company').fill('Acme');
    await page.getByRole('option', { name: 'Acme Insurance Brokers' }).click();
    await choose('Outcome', 'Quoted');
    await field('Premium').fill('12345.50');
    await field('Visited On').fill('2026-04-01');
    await panel.shot('field-visit-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Field visit created').waitFor();
    // By name; not a link, as companies are shown in a dialog from their list, which an address cannot open.
    await page.getByText('Acme Insurance Brokers', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Acme Insurance Brokers' }).count()).toBe(0);
    await page.getByText('₹12,345.50').waitFor();
    await page.getByText('01 Apr 2026').waitFor();
  });

  it('lists the record with its company by name, and edits it', async () => {
    await page.getByRole('menuitem', { name: 'Field visits' }).click();
    const row = page.getByRole('row', { name: /Kavya Menon/ });
    await row.getByText('Acme Insurance Brokers').waitFor();
    await panel.shot('field-visit-list');
    // Its CSV, named after the resource, shows the company by name beside its id.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('field-visits.csv');
    const [exported] = Papa.parse<Record<string, string>>(fs.readFileSync(await download.path(), 'utf8'), { header: true, skipEmptyLines: true }).data;
    expect(exported).toMatchObject({ customer: 'Kavya Menon', company_name: 'Acme Insurance Brokers', visitedOn: '2026-04-01' });
    // Its range field filters from a date on.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Visited On from' }).click();
    await field('Visited On from').fill('2026-05-01');
    await page.getByText('No Field visits found using the current filters.').waitFor();
    await field('Visited On from').fill('2026-03-01');
    await row.waitFor();
    await row.getByRole('link', { name: 'Edit' }).click();
    await choose('Outcome', 'Sold');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Field visit updated').waitFor();
    await page.getByRole('menuitem', { name: 'Field visits' }).click();
    await page.getByRole('row', { name: /Kavya Menon/ }).getByText('Sold').waitFor();
  });
});
