/**
 * Renewals due: the policies ending soon, by period, and Renew opening Add Policy with the renewal
 * (renewal.ts): the old policy as the previous one, cover from the day after, the NCB a step up.
 */
import { addDays, format, parseISO, subDays } from 'date-fns';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../server/calendar';
import { remindRenewals } from '../../server/reminders/renewalReminders';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { signedInPanel } from '../support/panelPage';
import { coverDates, samplePolicy } from '../support/policies';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** A year's policy ending `days` from today. */
function endingIn(days: number, overrides: Record<string, unknown>) {
  const end = addDays(new Date(), days);
  return samplePolicy({ ...coverDates(day(addDays(subDays(end, 365), 1)), day(end)), ...overrides });
}

describe.skipIf(!browserAvailable())('renewals in the browser', () => {
  const panel = signedInPanel('renewals@brokerage.in', 'renewals-secret-1');
  let page: Page;
  let api: ApiClient;
  beforeAll(async () => {
    ({ page } = panel);
    api = new ApiClient(panel.server.url);
    api.token = (await api.post('/auth/login', { email: 'renewals@brokerage.in', password: 'renewals-secret-1' })).body.access_token;
    const insurer = { name: 'Godavari General Insurance', address: '2 Tank Bund Road', city: 'Hyderabad', pincode: '500080', state: 'Telangana', mobile: '9876501299', email: 'ops@godavari.in', partnerType: 'Corporate' };
    const company = await api.post('/company', insurer);
    expect(company.status).toBe(201);
    for (const policy of [
      endingIn(10, { policy_number: 'DUE-SOON-1', customer_name: 'Farida Khan', customer_phone: '9811122233', ncb: 20, insurer: company.body._id }),
      endingIn(45, { policy_number: 'DUE-LATER-2', customer_name: 'Gopal Rao' }),
    ]) {
      expect((await api.post('/motor-policy', policy)).status).toBe(201);
    }
  });
  const { field } = panel;

  it('lists the policies ending in the next 30 days, soonest first, and more when a longer period is chosen', async () => {
    await page.getByRole('menuitem', { name: 'Renewals due' }).click();
    await page.waitForURL('**/panel/renewals');
    const soon = page.getByRole('row', { name: /DUE-SOON-1/ });
    await soon.waitFor();
    expect(await soon.getByRole('link', { name: '9811122233' }).getAttribute('href')).toBe('tel:9811122233');
    expect(await page.getByRole('row', { name: /DUE-LATER-2/ }).count()).toBe(0);
    await page.getByRole('button', { name: '60 days' }).click();
    await page.getByRole('row', { name: /DUE-LATER-2/ }).waitFor();
    await panel.shot('renewals-due');
  });

  it('renews a policy: Add Policy starts from it, and the renewal is saved as a new policy', async () => {
    await page.getByRole('button', { name: 'Renew DUE-SOON-1' }).click();
    await page.waitForURL('**/panel/createPolicy');
    const oldEnd = addDays(new Date(), 10);
    await expect.poll(() => field('Previous Policy Number').inputValue()).toBe('DUE-SOON-1');
    expect(await field('Customer Name').inputValue()).toBe('Farida Khan');
    expect(await field('Start Date').inputValue()).toBe(day(addDays(oldEnd, 1)));
    expect(await field('NCB (%)').inputValue()).toBe('25');
    expect(await field('Previous Insurer').inputValue()).toBe('Godavari General Insurance');
    expect(await field('Insurer').inputValue()).toBe('Godavari General Insurance');
    await panel.shot('renewal-create');

    await field('Policy Number').fill('RENEWED-1');
    await field('Issue Date').fill(day(new Date()));
    await field('Total OD Premium').fill('9,000');
    await field('Total TP Premium').fill('3,416');
    await field('Total Premium').fill('14,650');
    await page.getByRole('button', { name: 'Create Policy' }).click();
    await page.getByText('Policy created successfully!').waitFor();
    // The cleared form does not start from the renewal again.
    await expect.poll(() => field('Previous Policy Number').inputValue()).toBe('');

    const renewed = (await api.get('/motor-policy?page=1&limit=10&search=RENEWED-1')).body.data[0];
    expect(renewed).toMatchObject({ business_type: 'Renewal', previous_policy_number: 'DUE-SOON-1', ncb: 25, previous_ncb: 20, customer_name: 'Farida Khan' });
  });

  it('shows the renewed policy as Renewed, and asks why when a renewal is marked lost', async () => {
    await page.getByRole('menuitem', { name: 'Renewals due' }).click();
    const renewed = page.getByRole('row', { name: /DUE-SOON-1/ });
    await expect.poll(() => renewed.textContent()).toContain('Renewed');
    const later = page.getByRole('row', { name: /DUE-LATER-2/ });
    expect(await later.textContent()).toContain('Due');

    await page.getByRole('button', { name: 'Update status DUE-LATER-2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Policy' });
    await panel.choose('Renewal Status', 'Lost', dialog);
    await dialog.getByRole('button', { name: 'Update Policy' }).click();
    await dialog.getByText('Say in the note why the renewal was lost').waitFor();
    await field('Renewal Note', dialog).fill('Renewed with the dealer at a lower premium');
    await dialog.getByRole('button', { name: 'Update Policy' }).click();
    await page.getByText('Policy updated successfully!').waitFor();
    await expect.poll(() => later.textContent()).toContain('Lost');
    await panel.shot('renewals-statuses');
  });

  it('rings the bell for a policy ending in 7 days, and opens Renewals due at that day', async () => {
    const today = indiaToday();
    const end = format(addDays(parseISO(today), 7), 'yyyy-MM-dd');
    expect((await api.post('/motor-policy', samplePolicy({ policy_number: 'DUE-WEEK-3', ...coverDates(today, end) }))).status).toBe(201);
    // Today's run made afresh (the server's own first run may have come before this policy).
    const db = panel.server.app.db;
    await db.deleteFrom('notifications').execute();
    await db.deleteFrom('reminder_runs').execute();
    await remindRenewals(db, { today, mail: false });

    await page.reload();
    const bell = page.getByRole('button', { name: 'Notifications: 1 unread' });
    await bell.click();
    await panel.shot('notifications');
    await page.getByRole('menuitem', { name: /1 policy with no RM ends in 7 days/ }).click();
    await page.waitForURL(/\/panel\/renewals\?filter=/);
    await page.getByRole('row', { name: /DUE-WEEK-3/ }).waitFor();
    await expect.poll(() => page.getByRole('row', { name: /DUE-LATER-2/ }).count()).toBe(0);
    await panel.shot('notification-opened');
    await page.getByRole('button', { name: 'Notifications: 0 unread' }).waitFor();
  });

  it('shows the renewals on the dashboard: this month and the rate of each month', async () => {
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Renewal rate by month of end date' }).waitFor();
    await page.getByRole('heading', { name: 'Policies ending this month' }).waitFor();
    await panel.shot('dashboard-renewals');
  });
});
