import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';

const company = (name: string, city: string, index: number) => ({
  name,
  address: `${index} MG Road`,
  city,
  pincode: '411001',
  state: 'Maharashtra',
  mobile: `98765${String(index).padStart(5, '0')}`,
  email: `desk${index}@insurer.in`,
  partnerType: 'Corporate',
});

describe.skipIf(!browserAvailable())('saved views in the browser', () => {
  const panel = signedInPanel('asha@brokerage.in', 'asha-secret-1');
  let page: Page;
  beforeAll(async () => {
    ({ page } = panel);
    const api = new ApiClient(panel.server.url);
    const login = await api.post('/auth/login', { email: 'asha@brokerage.in', password: 'asha-secret-1' });
    api.token = login.body.access_token;
    for (const [index, [name, city]] of [['Sahyadri General', 'Pune'], ['Deccan Assurance', 'Pune'], ['Marine Drive Insurance', 'Mumbai']].entries()) {
      expect((await api.post('/company', company(name, city, index))).status).toBe(201);
    }
    for (const [index, [name, salesZone]] of [['Meera Iyer', 'West'], ['Kiran Rao', 'South'], ['Farhan Ali', 'West']].entries()) {
      const employee = { name, employeeId: `EMP-10${index}`, phone: `912345678${index}`, email: `staff${index}@brokerage.in`, roleDepartment: 'Sales Executive', branch: 'Pune Camp', salesZone };
      expect((await api.post('/employee', employee)).status).toBe(201);
    }
  });

  /** Saves the list's query under `name`, removes every filter (waiting for `hidden` to show again), then chooses the view. */
  async function saveRemoveAndChoose(name: string, hidden: string) {
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Save current query...' }).click();
    await page.getByRole('dialog').getByLabel('Query name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name: 'Remove all filters' }).click();
    await page.getByText(hidden).waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitem', { name }).click();
    await expect.poll(() => page.getByText(hidden).count()).toBe(0);
  }

  it('saves the companies list filtered by a city as a view, and brings it back after the filters are removed', async () => {
    await page.getByRole('menuitem', { name: 'View Companies' }).click();
    await page.getByText('Marine Drive Insurance').waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'City' }).click();
    await panel.field('City').fill('Pune');
    await expect.poll(() => page.getByText('Marine Drive Insurance').count()).toBe(0);
    await saveRemoveAndChoose('Pune insurers', 'Marine Drive Insurance');
    await page.getByText('Sahyadri General').waitFor();
    await page.getByText('Deccan Assurance').waitFor();
  });

  it('saves the employees of List Users in one sales zone as a view, kept apart from the agents', async () => {
    await page.getByRole('menuitem', { name: 'List Users' }).click();
    await page.getByText('Kiran Rao').waitFor();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Sales Zone' }).click();
    await panel.field('Sales Zone').click();
    await page.getByRole('option', { name: 'West' }).click();
    await expect.poll(() => page.getByText('Kiran Rao').count()).toBe(0);
    await saveRemoveAndChoose('West desk', 'Kiran Rao');
    await page.getByText('Meera Iyer').waitFor();
    await page.getByText('Farhan Ali').waitFor();
    await panel.field('User type').click();
    await page.getByRole('option', { name: 'Agents' }).click();
    await expect.poll(() => page.getByText('Meera Iyer').count()).toBe(0);
    // The agents' list starts without the employees' sales zone, and their view is not offered on it.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'City' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'West desk' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Save current query...' }).count()).toBe(0);
    expect(page.url()).not.toContain('salesZone');
  });
});
