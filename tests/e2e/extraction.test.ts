import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '../support/browser';
import { samplePolicy } from '../support/policies';
import { readDocument } from '../support/uploads';
import { signedInPanel } from '../support/panelPage';
import { ApiClient } from '../support/apiClient';

const SCHEDULE = path.resolve('tests/fixtures/policy-pdfs/kvTwoColumn-03.pdf');

describe.skipIf(!browserAvailable())('policy PDF upload, extraction and review in the browser', () => {
  const panel = signedInPanel('ravi@brokerage.in', 'ravi-secret-1');
  let page: Page;
  beforeAll(() => {
    ({ page } = panel);
  });
  const { field } = panel;

  it('uploads a schedule with its commissions and lands on the extraction queue', async () => {
    // Before any upload the queue says so, with the way to the first.
    await page.getByRole('menuitem', { name: 'Extraction Status' }).click();
    await page.getByText('No policies found.').waitFor();
    await page.getByRole('link', { name: 'Upload Policy' }).click();
    await page.waitForURL('**/panel/uploadPolicy');
    await page.getByRole('button', { name: 'UPLOAD' }).click();
    await page.getByText('Please select a PDF file').waitFor();
    await page.getByText('Commission Receivable OD (%) is required').waitFor();

    await page.locator('input[type=file]').setInputFiles(SCHEDULE);
    await field('Commission Receivable OD (%)').fill('15');
    await field('Commission Receivable TP (%)').fill('2.5');
    await field('Commission Payable OD (%)').fill('10');
    await field('Commission Payable TP (%)').fill('1');
    await panel.shot('upload-policy');
    await page.getByRole('button', { name: 'UPLOAD' }).click();
    await page.waitForURL('**/panel/extractionQueue');
    await page.getByText('Policy uploaded successfully!').waitFor();
    // The status moves on without a reload once the worker has read the PDF.
    await page.getByRole('cell', { name: 'kvTwoColumn-03.pdf', exact: true }).waitFor();
    await page.getByText('Success', { exact: true }).waitFor({ timeout: 20_000 });
    await panel.shot('extraction-queue');
  });

  it('reviews the extracted policy, corrects a field and finds the policy in the Policy List', async () => {
    await page.getByRole('button', { name: 'Review kvTwoColumn-03.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: /Update Extracted Policy/ });
    await dialog.waitFor();
    await expect.poll(() => field('Policy Number', dialog).inputValue()).not.toBe('');
    await expect.poll(() => field('Customer Name', dialog).inputValue()).not.toBe('');
    await field('Customer Name', dialog).fill('Corrected Customer');
    await panel.shot('review-extraction');
    await dialog.getByRole('button', { name: 'Create Policy' }).click();
    await page.getByText('Policy created successfully!').waitFor();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByText('Converted', { exact: true }).waitFor();

    await page.getByRole('menuitem', { name: 'Policy List' }).click();
    await page.waitForURL('**/panel/policies');
    await page.getByRole('cell', { name: 'Corrected Customer', exact: true }).waitFor();
  });

  it('uploads several schedules at once with the same commissions, each to the queue', async () => {
    await page.getByRole('menuitem', { name: 'Upload Policy' }).click();
    await page.waitForURL('**/panel/uploadPolicy');
    await page.locator('input[type=file]').setInputFiles([path.resolve('tests/fixtures/policy-pdfs/gridTable-01.pdf'), path.resolve('tests/fixtures/policy-pdfs/kvTwoColumn-01.pdf')]);
    for (const [label, value] of [['Commission Receivable OD (%)', '12'], ['Commission Receivable TP (%)', '2'], ['Commission Payable OD (%)', '8'], ['Commission Payable TP (%)', '1']]) {
      await field(label).fill(value);
    }
    await page.getByRole('button', { name: 'UPLOAD' }).click();
    await page.waitForURL('**/panel/extractionQueue');
    await page.getByText('2 policies uploaded').waitFor();
    for (const name of ['gridTable-01.pdf', 'kvTwoColumn-01.pdf']) await page.getByRole('cell', { name, exact: true }).waitFor();

    // Why one needs review, from the reader's codes, naming the fields as the form labels them.
    await page.getByRole('button', { name: 'Review gridTable-01.pdf' }).click({ timeout: 30_000 });
    const dialog = page.getByRole('dialog', { name: /Update Extracted Policy/ });
    await dialog.getByText('Check these fields against the document: Address.').waitFor();
    await panel.shot('review-reasons');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('fills in the commissions last used, and those last used with the partner chosen', async () => {
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'ravi@brokerage.in', password: 'ravi-secret-1' })).body.access_token;
    expect((await api.post('/partner', { name: 'Shree Ganesh Insurance Point', phone: '9876543219', partnerType: 'Type 1', active: true })).status).toBe(201);
    const commissions = ['Commission Receivable OD (%)', 'Commission Receivable TP (%)', 'Commission Payable OD (%)', 'Commission Payable TP (%)'];
    const shown = () => Promise.all(commissions.map((label) => field(label).inputValue()));
    await page.getByRole('menuitem', { name: 'Upload Policy' }).click();
    await page.waitForURL('**/panel/uploadPolicy');
    // The last upload's, from the test before.
    await expect.poll(shown).toEqual(['12', '2', '8', '1']);

    // A schedule the reader marks for review, so 'Create policies' below still finds one document ready.
    await page.locator('input[type=file]').setInputFiles(path.resolve('tests/fixtures/policy-pdfs/gridTable-01.pdf'));
    await field('Partner').fill('Shree');
    await page.getByRole('option', { name: 'Shree Ganesh Insurance Point' }).click();
    for (const [label, value] of commissions.map((label, index) => [label, ['14', '3', '9', '1.5'][index]])) await field(label).fill(value);
    await panel.shot('upload-policy-partner');
    await page.getByRole('button', { name: 'UPLOAD' }).click();
    await page.waitForURL('**/panel/extractionQueue');

    await page.getByRole('menuitem', { name: 'Upload Policy' }).click();
    await page.waitForURL('**/panel/uploadPolicy');
    for (const label of commissions) await field(label).fill('5');
    await field('Partner').fill('Shree');
    await page.getByRole('option', { name: 'Shree Ganesh Insurance Point' }).click();
    await expect.poll(shown).toEqual(['14', '3', '9', '1.5']);
  });

  it('creates the policies of every read document that needs no review, in one action', async () => {
    // The fixtures above are marked for review; a document read whole, as the reader leaves it.
    await readDocument(panel.server.app.db, 'read-whole.pdf', samplePolicy({ policy_number: 'READY-0001', customer_name: 'Farhan Qureshi' }));
    await page.getByRole('menuitem', { name: 'Extraction Status' }).click();
    // Written behind the screen's back: the list learns of it when refreshed.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('button', { name: 'Create policy (1 ready)' }).click();
    await page.getByRole('dialog').getByText('Create a policy from the 1 document read that needs no review?').waitFor();
    await panel.shot('extraction-create-policies');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('1 policy created').waitFor();
    await page.getByRole('button', { name: 'Create policies (0 ready)' }).waitFor();
    await page.getByRole('row', { name: /read-whole\.pdf/ }).getByText('Converted').waitFor();
  });
});
