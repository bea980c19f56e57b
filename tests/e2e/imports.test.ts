import fs from 'node:fs';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';
import { samplePolicy } from '../support/policies';

const ROWS = 500;
const BAD_ROWS: Record<number, Record<string, unknown>> = {
  41: { customer_phone: '12345' },
  222: { end_date: '2020-01-01' },
  407: { policy_type: 'Fire' },
};

/** 500 policies as an insurer's MIS sheet has them: its own headers, dates as Excel dates, three rows wrong. */
async function misWorkbook(): Promise<Buffer> {
  const headers: Record<string, string> = {
    policy_number: 'Policy No.',
    policy_type: 'Product',
    customer_name: 'Insured Name',
    customer_phone: 'Mobile No',
    vehicle_number: 'Regn. No',
    start_date: 'Risk Start Date',
    end_date: 'Risk End Date',
    total_premium: 'Gross Premium',
  };
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('MIS');
  const names = Object.keys(samplePolicy());
  sheet.addRow(names.map((name) => headers[name] ?? name));
  for (let index = 0; index < ROWS; index++) {
    const policy = samplePolicy({ policy_number: `MIS/${10_000 + index}`, customer_name: `Insured ${index}`, ...BAD_ROWS[index] });
    sheet.addRow(names.map((name) => (typeof policy[name] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(policy[name] as string) ? new Date(`${policy[name]}T00:00:00Z`) : policy[name])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.skipIf(!browserAvailable())('import in the browser', () => {
  const panel = signedInPanel('asha@brokerage.in', 'asha-secret-1');
  let page: Page;
  beforeAll(() => {
    ({ page } = panel);
  });

  it('imports an Excel file of 500 policies with three bad rows: checks them, imports the rest, downloads the refused ones', async () => {
    await page.getByRole('menuitem', { name: 'Policy List' }).click();
    await page.waitForURL('**/panel/policies');
    await page.getByText('No policies found.').waitFor();
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Policies' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'mis.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await misWorkbook() });

    // Columns matched by their headers, insurers' wordings included.
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Field of column Policy No.' }).textContent()).toBe('Policy Number');
    expect(await dialog.getByRole('combobox', { name: 'Field of column Insured Name' }).textContent()).toBe('Customer Name');
    expect(await dialog.getByRole('combobox', { name: 'Field of column Risk Start Date' }).textContent()).toBe('Start Date');
    await panel.shot('import-columns');

    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await dialog.getByText('500 rows checked').waitFor();
    await dialog.getByText('497 new · 3 refused').waitFor();
    const problems = dialog.getByRole('table', { name: 'Rows with problems (they are not imported)' });
    expect(await problems.getByRole('row').allTextContents()).toEqual([
      'RowProblems',
      '43Phone Number: Phone number must be a 10-digit mobile number',
      '224End Date: End date cannot be before the start date',
      '409Policy Type: Policy Type must be one of Comprehensive, Third Party, Standalone OD',
    ]);
    await panel.shot('import-checked');

    await dialog.getByRole('button', { name: 'Import 497 rows' }).click();
    await dialog.getByText('Import done: 500 rows read').waitFor();
    await dialog.getByText('497 created · 3 refused').waitFor();
    await page.getByText('497 records imported').waitFor();

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download refused rows' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('mis-refused.csv');
    const report = Papa.parse<string[]>(fs.readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(report.map((row) => row[0])).toEqual(['Row', '43', '224', '409']);
    expect(report[1]).toContain('MIS/10041');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText(/of 497/).first().waitFor();
  });

  it('changes a field of every policy matching a search, across pages, and undoes it', async () => {
    // MIS/10000 to MIS/10099 but the refused MIS/10041: 99 policies, more than a page.
    await page.getByPlaceholder('Search policy, customer, vehicle or broker').fill('MIS/100');
    await page.getByText(/of 99$/).first().waitFor();
    // The page buttons' row is named in the user's language (MUI's own name is English).
    await page.getByRole('navigation', { name: 'Pages' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all' }).first().click();
    await page.getByRole('button', { name: 'Change fields' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'All 99 policies matching the search and filters' }).check();
    await dialog.getByRole('heading', { name: 'Change 99 policies' }).waitFor();
    await panel.field('Broker Name', dialog).fill('Bulk Brokers');
    await panel.shot('bulk-change-matching');
    await dialog.getByRole('button', { name: 'Apply to 99 policies' }).click();
    const done = page.getByRole('alert').filter({ hasText: '99 policies changed' });
    await done.waitFor();
    await panel.shot('bulk-change-done');
    await expect.poll(() => page.getByRole('row', { name: /MIS\/10099/ }).textContent()).toContain('Bulk Brokers');
    // The selection is cleared after the change.
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await done.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Change undone: 99 policies restored').waitFor();
    await panel.shot('bulk-change-undone');
    await expect.poll(() => page.getByRole('row', { name: /MIS\/10099/ }).textContent()).not.toContain('Bulk Brokers');
  });
});
