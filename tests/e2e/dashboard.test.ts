import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { browserAvailable } from '../support/browser';
import { scrollThrough, signedInPanel } from '../support/panelPage';
import { samplePolicy } from '../support/policies';

const EMAIL = 'kiran@brokerage.in';
const PASSWORD = 'kiran-secret-1';

describe.skipIf(!browserAvailable())('the dashboard in the browser', () => {
  const panel = signedInPanel(EMAIL, PASSWORD);
  let page: Page;
  beforeAll(async () => {
    ({ page } = panel);
    const api = new ApiClient(panel.server.url);
    const login = await api.post('/auth/login', { email: EMAIL, password: PASSWORD });
    api.token = login.body.access_token;
    const policies = [
      ['2025-04-10', 'New', 'Maruti', 'Suraksha Brokers', 12000],
      ['2025-05-12', 'Renewal', 'Honda', 'Kavach Broking', 18000],
      ['2025-06-14', 'Renewal', 'Honda', 'Suraksha Brokers', 9000],
    ] as const;
    for (const [index, [start, business, make, broker, premium]] of policies.entries()) {
      const created = await api.post(
        '/motor-policy',
        samplePolicy({ policy_number: `UI-DASH-${index}`, start_date: start, od_start_date: start, tp_start_date: start, issue_date: start, business_type: business, make, broker_name: broker, total_premium: premium }),
      );
      expect(created.status).toBe(201);
    }
    await api.post('/employee', { name: 'Asha', employeeId: 'E-1', phone: '9123456789', email: 'asha@b.in', roleDepartment: 'Manager', branch: 'Pune', salesZone: 'West' });
  });

  it('shows the four totals in rupees, the six charts (an empty one says so) and the renewals, and follows the period', async () => {
    await page.reload();
    await page.getByText('Total Premium').waitFor();
    await page.getByText('₹39,000').waitFor();
    for (const title of ['Employees by Department', 'Extractions Over Time', 'Premium Trend', 'Business Type Distribution', 'Top Vehicle Makes', 'Top Brokers by Premium']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    // Each chart is drawn as its card comes near the screen.
    await scrollThrough(page);
    // No PDF has been read yet: that chart says so instead of drawing bare axes.
    await expect.poll(() => page.locator('.recharts-wrapper').count()).toBe(5);
    expect(await page.getByText('Nothing to show for this period').count()).toBe(1);
    // Renewals are counted by end date, whatever the period: these policies end before the last twelve months.
    await page.getByText('No policy ends in these twelve months').waitFor();
    expect(await page.getByRole('heading', { name: 'Policies ending this month' }).count()).toBe(1);
    await expect.poll(() => page.locator('.recharts-pie-sector').count()).toBe(2);
    // Every bar of a ranking is named, the largest too.
    const chartTexts = () => page.locator('.recharts-wrapper text').allTextContents();
    await expect.poll(chartTexts).toEqual(expect.arrayContaining(['Honda', 'Maruti', 'Suraksha Brokers', 'Kavach Broking']));
    await panel.shot('dashboard');

    await page.getByRole('button', { name: 'Custom range' }).click();
    await page.getByLabel('From', { exact: true }).fill('2025-05-01');
    await page.getByLabel('To', { exact: true }).fill('2025-05-31');
    await page.getByText('₹18,000').first().waitFor();
  });

  it('opens the Policy List filtered to a slice of the business types and to the period', async () => {
    await page.locator('.recharts-pie-sector').first().click();
    await page.waitForURL('**/panel/policies**');
    await page.getByRole('cell', { name: 'UI-DASH-1', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'UI-DASH-0', exact: true }).count()).toBe(0);
    expect(await page.getByRole('cell', { name: 'UI-DASH-2', exact: true }).count()).toBe(0);
    await panel.shot('dashboard-drilldown');
  });

  it('says a dashboard stopped at its time budget in words for the dashboard: a shorter period, no search or filter', async () => {
    const message = 'The dashboard took longer than 10 s to read. Choose a shorter period and try again.';
    const tooSlow = { statusCode: 503, error: 'Service Unavailable', message, code: 'dashboardTooSlow', params: { seconds: 10 } };
    await page.route('**/dashboard/overview**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(tooSlow) }));
    try {
      await page.goto(`${panel.server.url}/panel`);
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await panel.shot('dashboard-too-slow');
    } finally {
      await page.unroute('**/dashboard/overview**');
    }
  });
});
