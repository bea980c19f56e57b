import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';
import { samplePolicy } from '../support/policies';

const EMAIL = 'auditor@brokerage.in';
const PASSWORD = 'auditor-secret-1';

describe.skipIf(!browserAvailable())('history and concurrent edits in the browser', () => {
  const panel = signedInPanel(EMAIL, PASSWORD);
  let page: Page;
  let api: ApiClient;
  let historyId: string;
  beforeAll(async () => {
    ({ page } = panel);
    api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: EMAIL, password: PASSWORD })).body.access_token;
    const created = await api.post('/motor-policy', samplePolicy({ policy_number: 'HIST-1', total_premium: 12000 }));
    historyId = created.body._id;
    await api.patch(`/motor-policy/${created.body._id}`, { total_premium: 12500, make: 'Kia' });
    const removed = await api.post('/motor-policy', samplePolicy({ policy_number: 'HIST-2' }));
    await api.delete(`/motor-policy/${removed.body._id}`);
  });

  it("shows a policy's history in its edit dialog", async () => {
    await page.getByRole('menuitem', { name: 'Policy List' }).click();
    await page.getByRole('cell', { name: 'HIST-1', exact: true }).waitFor();
    // The dialog's copy of the policy is read before the colleague saves (read after, it would hold their change).
    const opened = page.waitForResponse((response) => response.url().endsWith(`/motor-policy/${historyId}`) && response.request().method() === 'GET');
    await page.getByRole('button', { name: /^Edit HIST-1/ }).click();
    await opened;
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

  it('puts a change back from the audit log, as a new change', async () => {
    await panel.choose('Action', 'Changed');
    await page.getByRole('row').filter({ hasText: '12000 → 12500' }).getByRole('button', { name: 'Put back' }).click();
    await page.getByRole('dialog', { name: 'Put this change back?' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('2 fields put back.').waitFor();
    await page.getByRole('row').filter({ hasText: '12500 → 12000' }).waitFor();
    await panel.shot('audit-log-put-back');
    expect((await api.get(`/motor-policy/${historyId}`)).body).toMatchObject({ total_premium: 12000, make: samplePolicy().make });
  });

  it('tells the person when someone else saved the policy while they were editing it', async () => {
    await page.getByRole('button', { name: 'Profile' }).or(page.getByLabel('Test User')).first().waitFor();
    await page.goto(`${panel.server.url}/panel/policies`);
    // The dialog's copy of the policy is read before the colleague saves (read after, it would hold their change).
    const opened = page.waitForResponse((response) => response.url().endsWith(`/motor-policy/${historyId}`) && response.request().method() === 'GET');
    await page.getByRole('button', { name: /^Edit HIST-1/ }).click();
    await opened;
    const dialog = page.getByRole('dialog', { name: 'Update Policy' });
    await panel.field('Customer Name', dialog).fill('Edited In The Browser');
    // Meanwhile a colleague saves the same policy.
    expect((await api.patch(`/motor-policy/${historyId}`, { broker_name: 'Colleague Broking' })).status).toBe(200);
    await dialog.getByRole('button', { name: 'Update Policy' }).click();
    await dialog.getByText('This record was changed by someone else since you opened it. Reload it and make your change again.').waitFor();
    expect((await api.get(`/motor-policy/${historyId}`)).body).toMatchObject({ broker_name: 'Colleague Broking', customer_name: 'Bhagavaan Gill' });
  });
});
