import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ROWS_MARK } from '../../src/performanceMarks';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';
import { ApiClient } from '../support/apiClient';
import { samplePolicy } from '../support/policies';

describe.skipIf(!browserAvailable())('motor policies in the browser', () => {
  const panel = signedInPanel('meera@brokerage.in', 'meera-secret-1');
  let page: Page;
  beforeAll(async () => {
    ({ page } = panel);
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'meera@brokerage.in', password: 'meera-secret-1' })).body.access_token;
    const insurer = { name: 'Sahyadri General Insurance', address: '4 FC Road', city: 'Pune', pincode: '411004', state: 'Maharashtra', mobile: '9876501234', email: 'ops@sahyadri.in', partnerType: 'Corporate' };
    expect((await api.post('/company', insurer)).status).toBe(201);
    // Made after it, so newest first would list it first.
    expect((await api.post('/company', { ...insurer, name: 'Vaigai Motor Insurance', mobile: '9876501235', email: 'ops@vaigai.in' })).status).toBe(201);
  });
  const { field, choose } = panel;
  const shot = (name: string) => panel.shot(name);

  it('explains what is missing on an empty Add Policy form', async () => {
    await page.getByRole('menuitem', { name: 'Add Policy' }).click();
    await page.waitForURL('**/panel/createPolicy');
    for (const section of ['Policy Details', 'Customer Details', 'Vehicle Details', 'Policy Dates', 'Premium Details', 'Commission Details', 'Previous Policy Details', 'Broker Details']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Create Policy' }).click();
    await page.getByText('Please fix the validation errors before submitting.').waitFor();
    await page.getByText('Policy Number is required').waitFor();
    await page.getByText('Customer Name is required').waitFor();
    await shot('policy-create-errors');
  });

  it('creates a policy, shows payin/payout/margin as typed, and clears the form', async () => {
    await field('Policy Number').fill('OG-25-1901-1801-00004242');
    await field('Insurer').fill('Sahyadri');
    await page.getByRole('option', { name: 'Sahyadri General Insurance' }).click();
    await choose('Business Type', 'Renewal');
    await choose('Policy Type', 'Comprehensive');
    await field('Customer Name').fill('Kavya Menon');
    await field('Phone Number').fill('9812345678');
    await field('Address').fill('14, Marine Drive, Kochi, Kerala - 682031');
    await field('Make').fill('Hyundai');
    await field('Model').fill('Creta SX');
    await field('Manufacturing Year').fill('2021');
    await field('Vehicle Number').fill('KL 07 CD 4321');
    // The start date gives a year's cover: the end date and the OD and TP dates follow unless typed.
    await field('Start Date').fill('2025-04-01');
    await field('Issue Date').fill('2025-03-30');
    for (const [label, value] of [
      ['End Date', '2026-03-31'],
      ['OD Start Date', '2025-04-01'],
      ['OD End Date', '2026-03-31'],
      ['TP Start Date', '2025-04-01'],
      ['TP End Date', '2026-03-31'],
    ]) {
      await expect.poll(() => field(label).inputValue()).toBe(value);
    }
    // A new car's comprehensive cover carries three years of TP, whichever is chosen first; and back.
    await choose('Business Type', 'New');
    await expect.poll(() => field('TP End Date').inputValue()).toBe('2028-03-31');
    await choose('Business Type', 'Renewal');
    await expect.poll(() => field('TP End Date').inputValue()).toBe('2026-03-31');
    // Amounts as staff copy them from a schedule: with the rupee sign and Indian grouping.
    await field('Total OD Premium').fill('₹ 10,000');
    await field('Total TP Premium').fill('Rs. 3,416');
    await field('Total Premium').fill('15,830.88');
    expect(await field('Total OD Premium').inputValue()).toBe('₹ 10,000');
    await field('Commission Receivable OD (%)').fill('15');
    await field('Commission Payable OD (%)').fill('10');
    // payin 1,500, payout 1,000, margin 500
    await page.getByText('Margin: ₹500').waitFor();
    await field('Broker Name').fill('Kavach Broking Pvt. Ltd.');
    await shot('policy-create-filled');
    await page.getByRole('button', { name: 'Create Policy' }).click();
    await page.getByText('Policy created successfully!').waitFor();
    await expect.poll(() => field('Policy Number').inputValue()).toBe('');
  });

  it('suggests the makes the book holds, and the models of the make typed', async () => {
    const offered = (label: string) => field(label).evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((option) => option.value));
    await field('Make').focus();
    await expect.poll(() => offered('Make')).toEqual(['Hyundai']);
    await field('Make').fill('Hyundai');
    await field('Model').focus();
    await expect.poll(() => offered('Model')).toEqual(['Creta SX']);
    await field('Make').fill('');
  });

  it('finds the policy by search in the Policy List with the spec columns', async () => {
    await page.getByRole('menuitem', { name: 'Policy List' }).click();
    await page.waitForURL('**/panel/policies');
    await page.getByRole('button', { name: 'Download CSV' }).waitFor();
    await page.getByRole('columnheader', { name: 'Policy No' }).waitFor();
    const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim()).filter(Boolean);
    expect(headers).toEqual(['Policy No', 'Customer Name', 'Policy Type', 'Vehicle', 'Total Premium', 'Broker Name', 'Start Date', 'End Date', 'Actions']);
    await page.getByPlaceholder('Search policy, customer, vehicle or broker').fill('kl07cd');
    const row = page.getByRole('row', { name: /OG-25-1901-1801-00004242/ });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('Hyundai Creta SX');
    expect(await row.textContent()).toContain('₹15,831');
    await page.getByText('1-1 of 1').waitFor();
    // At 1280 px a row is one line high and the spec's columns fit without scrolling sideways.
    expect(await row.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(50);
    expect(await page.locator('.RaDataTable-tableWrapper').evaluate((wrapper) => wrapper.scrollWidth - wrapper.clientWidth)).toBeLessThanOrEqual(1);
    await shot('policy-list');
    // Long text is cut to fit 1280 px, and shows whole on a wider screen.
    await page.setViewportSize({ width: 1600, height: 900 });
    try {
      for (const text of ['Hyundai Creta SX', 'Kavach Broking Pvt. Ltd.']) {
        const cell = row.getByRole('cell', { name: text });
        await expect.poll(() => cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('filters the Policy List by an insurer chosen by name, and shows its name in a column on request', async () => {
    // The search typed by the test before.
    await page.waitForURL(/kl07cd/);
    const cpu = await page.context().newCDPSession(page);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    try {
      await page.getByRole('button', { name: 'Add filter' }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Insurer' }).click();
    } finally {
      await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cpu.detach();
    }
    const insurer = page.getByRole('combobox', { name: 'Insurer' });
    // The insurers A to Z.
    await insurer.click();
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(['Sahyadri General Insurance', 'Vaigai Motor Insurance']);
    // The search typed before stays with the filter added, on a slow machine too: with the router's
    // updates in transitions, the filter was added to the list's params from before the search.
    await insurer.fill('Sahyadri');
    const filtered = page.waitForRequest((request) => /\/motor-policy\?.*insurer=/.test(request.url()));
    await page.getByRole('option', { name: 'Sahyadri General Insurance' }).click();
    expect(new URL((await filtered).url()).searchParams.get('search')).toBe('kl07cd');
    await page.getByText('1-1 of 1').waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: 'Insurer' }).click();
    await page.keyboard.press('Escape');
    const row = page.getByRole('row', { name: /OG-25-1901-1801-00004242/ });
    await expect.poll(() => row.textContent()).toContain('Sahyadri General Insurance');
    await shot('policy-list-insurer');
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('switch', { name: 'Insurer' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Remove this filter' }).click();

    // The broker names the book holds are offered in the broker filter, which matches a whole name.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Broker Name' }).click();
    const broker = page.getByRole('combobox', { name: 'Broker Name' });
    await broker.focus();
    await page.locator('datalist option[value="Kavach Broking Pvt. Ltd."]').waitFor({ state: 'attached' });
    const byBroker = page.waitForRequest((request) => /\/motor-policy\?.*broker_name=/.test(request.url()));
    await broker.fill('Kavach Broking Pvt. Ltd.');
    expect(new URL((await byBroker).url()).searchParams.get('broker_name')).toBe('Kavach Broking Pvt. Ltd.');
    await page.getByText('1-1 of 1').waitFor();
    await page.getByRole('button', { name: 'Remove this filter' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).not.toContain('broker_name');
  });

  it('edits the policy in the Update Policy dialog, dates as plain text', async () => {
    await page.getByRole('button', { name: 'Edit OG-25-1901-1801-00004242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Policy' });
    await dialog.waitFor();
    const startDate = field('Start Date', dialog);
    expect(await startDate.inputValue()).toBe('2025-04-01');
    // Typed with spaces past its stored length, the registration was kept whole and compacted.
    expect(await field('Vehicle Number', dialog).inputValue()).toBe('KL07CD4321');
    await field('Customer Name', dialog).fill('Kavya S. Menon');
    await field('Commission Payable OD (%)', dialog).fill('12.5');
    // Its dates followed its start date when saved: moving the start moves them, as in Add Policy.
    await startDate.fill('2025-04-05');
    for (const [label, value] of [
      ['End Date', '2026-04-04'],
      ['OD Start Date', '2025-04-05'],
      ['OD End Date', '2026-04-04'],
      ['TP Start Date', '2025-04-05'],
      ['TP End Date', '2026-04-04'],
    ]) {
      await expect.poll(() => field(label, dialog).inputValue()).toBe(value);
    }
    await shot('policy-edit');
    await dialog.getByRole('button', { name: 'Update Policy' }).click();
    await page.getByText('Policy updated successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /Kavya S\. Menon/ }).waitFor();
  });

  it('tells under Policy Number that another policy has that number, however it is typed', async () => {
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'meera@brokerage.in', password: 'meera-secret-1' })).body.access_token;
    const other = (await api.post('/motor-policy', samplePolicy({ policy_number: 'OG-25-1901-1801-00004243' }))).body;
    await page.getByRole('button', { name: 'Edit OG-25-1901-1801-00004242' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Policy' });
    await field('Policy Number', dialog).fill('og 25 1901 1801 00004243');
    await dialog.getByRole('button', { name: 'Update Policy' }).click();
    await dialog.getByText('Policy Number is already used by another policy').waitFor();
    // The field the server refused is brought back to the person: focused, as a field the form refuses itself is.
    await expect.poll(() => field('Policy Number', dialog).evaluate((input) => input === document.activeElement)).toBe(true);
    await shot('policy-number-taken');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await api.delete(`/motor-policy/${other._id}`)).status).toBe(200);
  });

  it('warns that the vehicle is insured for those dates already, names that policy, and saves once the person confirms', async () => {
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'meera@brokerage.in', password: 'meera-secret-1' })).body.access_token;
    const nextYear = { vehicle_number: 'KL07CD4321', start_date: '2026-04-05', end_date: '2027-04-04' };
    const renewal = await api.post('/motor-policy', samplePolicy({ policy_number: 'OG-26-1901-1801-00005151', ...nextYear }));
    expect(renewal.status).toBe(201);
    await page.reload();
    await page.getByRole('button', { name: 'Edit OG-26-1901-1801-00005151' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Policy' });
    await field('Start Date', dialog).fill('2026-03-01');
    const warning = 'Another policy has this Vehicle Number for overlapping dates: OG-25-1901-1801-00004242 (05/04/2025 – 04/04/2026)';

    await dialog.getByRole('button', { name: 'Update Policy' }).click();
    const question = page.getByRole('dialog', { name: 'Save anyway?' });
    await question.getByText(warning).waitFor();
    await shot('policy-similar-warning');
    await question.getByRole('button', { name: 'Go back' }).click();
    await dialog.getByText(warning).waitFor();
    expect((await api.get(`/motor-policy/${renewal.body._id}`)).body.start_date).toBe('2026-04-05');

    await dialog.getByRole('button', { name: 'Update Policy' }).click();
    await question.getByRole('button', { name: 'Save anyway' }).click();
    await page.getByText('Policy updated successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await api.get(`/motor-policy/${renewal.body._id}`)).body.start_date).toBe('2026-03-01');
    expect((await api.delete(`/motor-policy/${renewal.body._id}`)).status).toBe(200);
  });

  it('changes the broker of the selected policies in one bulk update', async () => {
    // The rows follow a deferred copy of the list's state, so the tick shows a moment after the click.
    await page.getByRole('row', { name: /Kavya S\. Menon/ }).getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Change fields' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change 1 policy' });
    await field('Broker Name', dialog).fill('Suraksha Brokers');
    await shot('policy-bulk-update');
    await dialog.getByRole('button', { name: 'Apply to 1 policy' }).click();
    await page.getByText('1 policy changed').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('row', { name: /Kavya S\. Menon/ }).textContent()).toContain('Suraksha Brokers');
  });

  it('downloads the matching policies as motor-policies.csv', async () => {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('motor-policies.csv');
    const contents = fs.readFileSync(await download.path(), 'utf8');
    expect(contents.charCodeAt(0)).toBe(0xfeff);
    expect(contents).toContain('OG-25-1901-1801-00004242');
    expect(contents).toContain('Kavya S. Menon');
    await page.getByText('CSV file downloaded successfully!').waitFor();
  });

  it('opened by its address, gets its code listed in the page and asks the API for its first page once', async () => {
    // The search of the tests above is kept by react-admin; a first visit has none.
    await page.evaluate(() => localStorage.removeItem('RaStore.motorPolicies.listParams'));
    const asked: string[] = [];
    const record = (request: { url(): string }) => asked.push(new URL(request.url()).pathname + new URL(request.url()).search);
    page.on('request', record);
    const response = await page.goto(`${panel.server.url}/panel/policies`);
    expect(await response!.text()).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/PolicyList-[\w-]+\.js">/);
    await page.getByRole('row', { name: /OG-25-1901-1801-00004242/ }).waitFor();
    page.off('request', record);
    expect(asked.filter((path) => path.startsWith('/api/motor-policy'))).toEqual(['/api/motor-policy?page=1&limit=50&sort=createdAt&order=desc']);
    // The moment the first rows showed, on the page's timeline for the benchmark (bench/lighthouse.ts).
    expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, FIRST_ROWS_MARK)).toBe(1);
  });

  it('deletes the selected policies after a confirmation that counts them, and clears the selection', async () => {
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'meera@brokerage.in', password: 'meera-secret-1' })).body.access_token;
    for (const number of ['BULK-1', 'BULK-2']) expect((await api.post('/motor-policy', samplePolicy({ policy_number: number }))).status).toBe(201);
    await page.reload();
    for (const number of ['BULK-1', 'BULK-2']) await page.getByRole('row', { name: new RegExp(number) }).getByRole('checkbox').click();
    await page.getByText('2 items selected').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Are you sure you want to delete these 2 policies?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('2 policies deleted').waitFor();
    await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    await expect.poll(() => page.getByText('2 items selected').isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('row', { name: /BULK-/ }).count()).toBe(0);
  });

  it('deletes the policy after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete OG-25-1901-1801-00004242' }).click();
    await page.getByText('Are you sure you want to delete this policy?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Policy deleted successfully!').waitFor();
    await page.getByText('No policies found.').waitFor();
  });
});
