import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';

describe.skipIf(!browserAvailable())('bulk changes of people in the browser', () => {
  const panel = signedInPanel('asha@brokerage.in', 'asha-secret-1');
  let page: Page;
  let api: ApiClient;
  beforeAll(async () => {
    ({ page } = panel);
    api = new ApiClient(panel.server.url);
    const login = await api.post('/auth/login', { email: 'asha@brokerage.in', password: 'asha-secret-1' });
    api.token = login.body.access_token;
    for (const [index, name] of ['Meera Iyer', 'Kiran Rao'].entries()) {
      const employee = { name, employeeId: `EMP-20${index}`, phone: `912345679${index}`, email: `desk${index}@brokerage.in`, roleDepartment: 'Manager', branch: 'Pune Camp', salesZone: 'West' };
      expect((await api.post('/employee', employee)).status).toBe(201);
    }
  });

  it("changes only the branch of the employees chosen, leaving their role and sales zone as they were", async () => {
    await page.getByRole('menuitem', { name: 'List Users' }).click();
    await page.getByText('Kiran Rao').waitFor();
    await page.getByRole('checkbox', { name: 'Select all' }).first().click();
    await page.getByRole('button', { name: 'Change fields' }).click();
    const dialog = page.getByRole('dialog');
    await panel.field('Branch', dialog).fill('Nashik Road');
    await dialog.getByRole('button', { name: /^Apply to 2/ }).click();
    await page.getByRole('alert').filter({ hasText: '2 employees changed' }).waitFor();
    const employees = (await api.get('/employee?page=1&limit=10')).body.data as { branch: string; roleDepartment: string; salesZone: string }[];
    expect(employees.map(({ branch, roleDepartment, salesZone }) => [branch, roleDepartment, salesZone])).toEqual([
      ['Nashik Road', 'Manager', 'West'],
      ['Nashik Road', 'Manager', 'West'],
    ]);
  });
});
