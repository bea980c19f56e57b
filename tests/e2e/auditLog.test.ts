import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';
import { samplePolicy } from '../support/policies';

const EMAIL = 'auditor@brokerage.in';
const PASSWORD = 'auditor-secret-1';

describe.skipIf(!browserAvailable())('the audit trail in the browser', () => {
  const panel = signedInPanel(EMAIL, PASSWORD);
  let page: Page;
  beforeAll(async () => {
    ({ page } = panel);
    const api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: EMAIL, password: PASSWORD })).body.access_token;
    const created = await api.post('/motor-policy', samplePolicy({ policy_number: 'HIST-1', total_premium: 12000 }));
    await api.patch(`/motor-policy/${created.body._id}`, { total_premium: 12500, make: 'Kia' });
    const removed = await api.post('/motor-policy', samplePolicy({ policy_number: 'HIST-2' }));
    await api.delete(`/motor-policy/${removed.body._id}`);
  });

  it("shows a policy's history in its edit dialog", async () => {
    await page.getByRole('menuitem', { name: 'Policy List' }).click();
    await page.getByRole('cell', { name: 'HIST-1', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Edit HIST-1/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Policy' });
    await dialog.getByRole('button', { name: 'History' }).click();
    await dialog.getByText(`Changed by ${EMAIL}`, { exact: false }).waitFor();
    await dialog.getByText('12000 → 12500').waitFor();
    await dialog.getByText(`Created by ${EMAIL}`, { exact: false }).waitFor();
    await panel.shot('policy-history');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('lists every change for the administrator, filtered by action', async () => {
    await page.getByRole('button', { name: 'Profile' }).or(page.getByLabel('Test User')).first().click();
    await page.getByRole('menuitem', { name: 'Audit Log' }).click();
    await page.waitForURL('**/panel/audit-log');
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: 'Deleted', exact: true }).waitFor();
    await panel.choose('Action', 'Deleted');
    await page.getByRole('cell', { name: 'Changed', exact: true }).waitFor({ state: 'detached' });
    await panel.shot('audit-log');
  });
});
