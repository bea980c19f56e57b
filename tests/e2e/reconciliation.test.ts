/**
 * The brokerage's money in the browser: an insurer's statement imported as CSV, its lines matched
 * to the policies (one paid in full, one short), the short payment marked reconciled with a note;
 * and a partner's payout of the month marked paid.
 */
import { addDays, format } from 'date-fns';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';
import { coverDates, samplePolicy } from '../support/policies';

const EMAIL = 'accounts@brokerage.in';
const PASSWORD = 'accounts-secret-1';

describe.skipIf(!browserAvailable())('commission reconciliation in the browser', () => {
  const panel = signedInPanel(EMAIL, PASSWORD);
  let page: Page;
  let statement: string;
  let api: ApiClient;
  beforeAll(async () => {
    ({ page } = panel);
    api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: EMAIL, password: PASSWORD })).body.access_token;
    const payin: number[] = [];
    for (const number of ['TAPI/2031/0001', 'TAPI/2031/0002']) {
      const created = await api.post('/motor-policy', samplePolicy({ policy_number: number }));
      expect(created.status).toBe(201);
      payin.push(created.body.payin);
    }
    statement = Papa.unparse([
      { 'Policy Number': 'tapi 2031 0001', 'Commission Received': payin[0], 'Payment Date': '2031-05-10' },
      { 'Policy Number': 'TAPI-2031-0002', 'Commission Received': payin[1] - 250, 'Payment Date': '2031-05-10' },
      { 'Policy Number': 'TAPI-2031-0099', 'Commission Received': 2300, 'Payment Date': '2031-05-10' },
    ]);
  });

  it('imports a statement, shows each line matched, and marks the short payment reconciled with a note', async () => {
    await page.getByRole('menuitem', { name: 'Commission lines' }).click();
    await page.getByRole('region', { name: 'Totals of this insurer and month' }).waitFor();
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(statement) });
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
    await dialog.getByText('3 created').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const paid = page.getByRole('row', { name: /tapi 2031 0001/ });
    const short = page.getByRole('row', { name: /TAPI-2031-0002/ });
    await expect.poll(() => paid.textContent()).toContain('Matched');
    expect(await short.textContent()).toContain('Short-paid');
    expect(await short.textContent()).toContain('-₹250');
    // A line no policy matched has no difference: its chip tells what was received without one.
    await page.getByRole('button', { name: 'No policy: 1 (₹2,300.00 received)' }).waitFor();
    await panel.shot('reconciliation');
    // A status's chip lists its lines; pressed again, all of them.
    const shortPaid = page.getByRole('button', { name: /^Short-paid: 1 / });
    await shortPaid.click();
    await expect.poll(() => paid.count()).toBe(0);
    expect(await shortPaid.getAttribute('aria-pressed')).toBe('true');
    await panel.shot('reconciliation-status-chosen');
    await shortPaid.click();
    await paid.waitFor();
    await expect.poll(() => shortPaid.getAttribute('aria-pressed')).toBe('false');

    await short.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Change fields' }).click();
    const change = page.getByRole('dialog');
    await change.getByLabel('Reconciled').check();
    await panel.field('Note', change).fill('Insurer deducted a cancelled add-on');
    await change.getByRole('button', { name: /^Apply to 1/ }).click();
    await expect.poll(() => short.textContent()).toContain('Insurer deducted a cancelled add-on');
    await page.getByText('Reconciled').first().waitFor();
    await panel.shot('reconciliation-marked');

    // On a phone the lines are a list, status and difference under the policy number, with no sideways scroll.
    await page.setViewportSize({ width: 412, height: 860 });
    try {
      await page.getByText('Short-paid · -₹250.00').waitFor();
      await page.getByText('No policy', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
      await panel.shot('reconciliation-phone');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it("shows a partner's payout due this month and marks it paid with a reference", async () => {
    const partner = (await api.post('/partner', { name: 'Shree Ganesh Insurance Point', phone: '9876543210', partnerType: 'Type 1', active: true })).body._id;
    const today = format(new Date(), 'yyyy-MM-dd');
    const policy = await api.post('/motor-policy', samplePolicy({ policy_number: 'PAYOUT/0001', partner, ...coverDates(today, format(addDays(new Date(), 364), 'yyyy-MM-dd')) }));
    expect(policy.status).toBe(201);

    await page.getByRole('menuitem', { name: 'Payouts' }).click();
    const row = page.getByRole('row', { name: /Shree Ganesh Insurance Point/ });
    await row.waitFor();
    const due = await row.locator('td').nth(4).textContent();
    await row.getByRole('button', { name: 'Mark paid: Shree Ganesh Insurance Point' }).click();
    const dialog = page.getByRole('dialog');
    await panel.field('Reference', dialog).fill('NEFT-20931');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await page.getByText('Payment to Shree Ganesh Insurance Point recorded').waitFor();
    await expect.poll(() => row.locator('td').nth(4).textContent()).toBe('₹0.00');
    await panel.shot('payouts');
    // The payment just made, in the generated list a wrong one is corrected from.
    await page.getByRole('link', { name: 'Payments made' }).click();
    await page.getByText('NEFT-20931').waitFor();
    // To the paisa, as what was due: a payment is matched against it.
    expect(due).toMatch(/^₹[\d,]+\.\d{2}$/);
    await page.getByRole('row', { name: /NEFT-20931/ }).getByRole('cell', { name: due!, exact: true }).waitFor();
    await panel.shot('payments-made');
  });
});
