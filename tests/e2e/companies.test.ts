import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../support/apiClient';
import { browserAvailable, launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/testServer';

const UI_DIR = path.resolve('dist');

describe.skipIf(!browserAvailable())('companies in the browser', () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const logoFile = path.join(os.tmpdir(), `logo-${process.pid}.png`);

  beforeAll(async () => {
    if (!fs.existsSync(path.join(UI_DIR, 'index.html'))) throw new Error('Build the UI first: npm run build');
    fs.writeFileSync(logoFile, samplePng());
    server = await startTestServer({ uiDir: UI_DIR });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    fs.rmSync(logoFile, { force: true });
  });

  it('shows the landing page and leads to the login page', async () => {
    await page.goto(server.url);
    await expect.poll(() => page.getByRole('heading', { name: 'Intelligent Insurance Products' }).isVisible()).toBe(true);
    expect(await page.getByText('Learn More').count()).toBe(4);
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
  });

  it('registers the first account, which lands on the panel', async () => {
    await page.getByRole('button', { name: 'New here? Create an account' }).click();
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await page.getByLabel('First Name').fill('Asha');
    await page.getByLabel('Last Name').fill('Rao');
    await page.getByLabel('Mobile Number').fill('98765-43210');
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('9876543210');
    await page.getByLabel('Mobile Number').fill('+91 98765-43210');
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('9876543210');
    await page.getByLabel('Email').fill('asha@brokerage.in');
    await page.getByRole('textbox', { name: 'Password' }).fill('asha-secret-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/panel');
    await page.getByText('Welcome, Asha Rao').waitFor();
  });

  it('explains what is missing when Create Company is submitted empty or wrong', async () => {
    await page.getByRole('menuitem', { name: 'Company Creation' }).click();
    await page.waitForURL('**/panel/company-creation');
    await page.getByRole('button', { name: 'Save Company' }).click();
    await page.getByText('Please fix the validation errors before submitting.').waitFor();
    await page.getByText('Company Name is required').waitFor();
    await page.getByLabel('Mobile').fill('98765');
    await page.getByText('Mobile number must be 10 digits').waitFor();
  });

  it('creates a company with a logo and goes to the company list', async () => {
    await page.getByLabel('Company Name').fill('Acme Insurance Brokers');
    await page.getByLabel('Address').fill('12 MG Road, Camp');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('Pincode').fill('411001');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('Mobile').fill('9876543210');
    await page.getByLabel('Email').fill('ops@acme.in');
    await page.getByLabel('Partner Type').click();
    await page.getByRole('option', { name: 'Broker' }).click();
    await page.getByRole('tab', { name: 'Logo & Name' }).click();
    await page.getByRole('heading', { name: 'Update Branding' }).waitFor();
    await page.getByText('Recommended format: JPG, PNG, SVG. Max size: 2MB').waitFor();

    // The browser believes a text file named .png; only the server reads the bytes, and its
    // message must land under the logo input.
    await page.locator('input[type=file]').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await page.getByRole('button', { name: 'Save Company' }).click();
    await page.getByText('Failed to create company').waitFor();
    await page.getByText('Please upload a valid image file').waitFor();
    expect(page.url()).toContain('/panel/company-creation');

    await page.getByRole('button', { name: 'Delete' }).click(); // removes the rejected file from the input
    await page.locator('input[type=file]').setInputFiles(logoFile);
    await page.getByRole('button', { name: 'Save Company' }).click();
    await page.waitForURL('**/panel/view-company');
    await page.getByText('Company created successfully').waitFor();
    await page.getByRole('cell', { name: 'Acme Insurance Brokers', exact: true }).waitFor();
  });

  it('finds companies by name or e-mail with the search box', async () => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await fetch(`${server.url}/api/company`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Bharat Aggregators', address: 'Sector 5', city: 'Noida', pincode: '201301', state: 'UP', mobile: '9123456789', email: 'hello@bharat.in', partnerType: 'Aggregator' }),
    });
    expect(response.status).toBe(201);
    await page.reload();
    await page.getByRole('cell', { name: 'Bharat Aggregators', exact: true }).waitFor();

    const search = page.getByPlaceholder('Search companies...');
    await search.fill('BHARAT.IN');
    await expect.poll(() => page.getByRole('cell', { name: 'Acme Insurance Brokers', exact: true }).count()).toBe(0);
    await page.getByRole('cell', { name: 'Bharat Aggregators', exact: true }).waitFor();
    await search.fill('no such company');
    await page.getByText('No companies found matching your search').waitFor();
    await search.fill('acme');
    await page.getByRole('cell', { name: 'Acme Insurance Brokers', exact: true }).waitFor();
  });

  it('shows the details with N/A for empty values and the logo', async () => {
    await page.getByRole('button', { name: 'View Acme Insurance Brokers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Company Details' });
    await dialog.waitFor();
    await dialog.getByText('Address Details').waitFor();
    await dialog.getByText('N/A').waitFor();
    expect(await dialog.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  it('edits a company in the modal, with errors under the fields', async () => {
    await page.getByRole('button', { name: 'Edit Acme Insurance Brokers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Company' });
    await dialog.getByLabel('Company Name').waitFor();
    await expect.poll(() => dialog.getByLabel('Company Name').inputValue()).toBe('Acme Insurance Brokers');
    await dialog.getByLabel('Mobile').fill('12');
    await dialog.getByText('Mobile number must be 10 digits').waitFor();
    await dialog.getByLabel('Mobile').fill('9988776655');
    await dialog.getByLabel('Company Name').fill('Acme Brokers Pvt Ltd');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Company updated successfully').waitFor();
    await page.getByRole('cell', { name: 'Acme Brokers Pvt Ltd', exact: true }).waitFor();
    await page.getByRole('cell', { name: '9988776655', exact: true }).waitFor();
  });

  it('announces per-company permissions as coming soon', async () => {
    await page.getByRole('button', { name: 'Permissions Acme Brokers Pvt Ltd' }).click();
    await page.getByText('Permissions functionality coming soon').waitFor();
  });

  it('deletes a company after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete Acme Brokers Pvt Ltd' }).click();
    await page.getByText('Are you sure you want to delete this company?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Company deleted successfully').waitFor();
    await expect.poll(() => page.getByRole('cell', { name: 'Acme Brokers Pvt Ltd', exact: true }).count()).toBe(0);
  });

  it('logs out from the avatar menu, after which the panel asks to sign in', async () => {
    await page.getByRole('button', { name: 'Profile' }).or(page.getByLabel('Asha Rao')).first().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // The panel hands /login to the public app with a full page load; wait for that page, or the
    // next goto races it and is aborted.
    const loginPage = page.getByRole('heading', { name: 'Welcome back!' });
    await loginPage.waitFor();
    await page.goto(`${server.url}/panel/view-company`);
    await loginPage.waitFor();
    await page.goto(`${server.url}/somewhere/else`);
    await page.getByText('404 Page not found').waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.getByRole('heading', { name: 'Intelligent Insurance Products' }).waitFor();
  });
});
