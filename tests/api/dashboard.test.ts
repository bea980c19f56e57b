import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';
import { uploadForm } from '../support/uploads';

type Policy = Record<string, any>;
type Period = { from?: string; to?: string };

const paise = (rupees: unknown) => Math.round(Number(rupees ?? 0) * 100);
const byCountThenName = (a: { _id: string; count: number }, b: { _id: string; count: number }) => b.count - a.count || a._id.localeCompare(b._id);

/** The overview's policy figures computed straight from the policies, as a check of the kept rollups. */
function expectedFigures(policies: Policy[], { from = '0000-01-01', to = '9999-12-31' }: Period) {
  const inPeriod = policies.filter((policy) => policy.start_date >= from && policy.start_date <= to);
  const total = (field: string) => inPeriod.reduce((sum, policy) => sum + paise(policy[field]), 0) / 100;
  const months = new Map<string, { premium: number; margin: number }>();
  const counts = (field: string) => {
    const map = new Map<string, number>();
    for (const policy of inPeriod) if (policy[field]) map.set(policy[field], (map.get(policy[field]) ?? 0) + 1);
    return [...map].map(([_id, count]) => ({ _id, count })).sort(byCountThenName);
  };
  for (const policy of inPeriod) {
    const month = months.get(policy.start_date.slice(0, 7)) ?? { premium: 0, margin: 0 };
    month.premium += paise(policy.total_premium);
    month.margin += paise(policy.margin);
    months.set(policy.start_date.slice(0, 7), month);
  }
  const brokers = new Map<string, number>();
  for (const policy of inPeriod) if (policy.broker_name) brokers.set(policy.broker_name, (brokers.get(policy.broker_name) ?? 0) + paise(policy.total_premium));
  return {
    premiumAnalytics: {
      summary: { totalPremium: total('total_premium'), totalPayin: total('payin'), totalPayout: total('payout'), totalMargin: total('margin') },
      monthlyTrend: [...months].sort(([a], [b]) => a.localeCompare(b)).map(([_id, sums]) => ({ _id, premium: sums.premium / 100, margin: sums.margin / 100 })),
    },
    policyAnalytics: { policiesByType: counts('business_type') },
    vehicleAnalytics: { vehicleMakeDistribution: counts('make').slice(0, 10) },
    brokerAnalytics: {
      topBrokers: [...brokers]
        .map(([_id, premium]) => ({ _id, totalPremium: premium / 100 }))
        .sort((a, b) => b.totalPremium - a.totalPremium || a._id.localeCompare(b._id))
        .slice(0, 10),
    },
  };
}

const PERIODS: Period[] = [
  {},
  // The financial year April–March: 31 March belongs to the year before.
  { from: '2025-04-01', to: '2026-03-31' },
  { from: '2024-04-01', to: '2025-03-31' },
  // Part months at both ends.
  { from: '2025-03-15', to: '2025-05-10' },
  { from: '2025-03-31', to: '2025-03-31' },
  { from: '2025-06-01' },
  { to: '2025-03-31' },
];

const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

describe.each(testDatabases())('the dashboard overview on $database', (target) => {
  const context = serveSignedIn(target, 'admin@dashboard.in');
  let api: ApiClient;
  beforeAll(() => {
    api = context.api;
  });

  async function allPolicies(): Promise<Policy[]> {
    const { body } = await api.get('/motor-policy?page=1&limit=100');
    return body.data;
  }

  async function expectOverviewMatches() {
    const policies = await allPolicies();
    for (const period of PERIODS) {
      const query = new URLSearchParams(Object.entries(period) as [string, string][]);
      const { status, body } = await api.get(`/dashboard/overview?${query}`);
      expect(status).toBe(200);
      expect(body, JSON.stringify(period)).toMatchObject(expectedFigures(policies, period));
    }
  }

  it('answers every policy figure as a recomputation from the policies would, through creates, edits and deletes', async () => {
    const made = [
      ['2025-03-31', 'Renewal', 'Honda', 'Suraksha Brokers', 12000.5, 15],
      ['2025-04-01', 'New', 'Maruti', 'Suraksha Brokers', 8000.25, 10],
      ['2025-04-15', 'Rollover', 'Hyundai', 'Kavach Broking', 15500, 12.5],
      ['2025-05-10', 'Used', 'Honda', '', 9000, 8],
      ['2025-05-11', 'New', 'Tata', 'Kavach Broking', 22000.75, 20],
      ['2025-12-31', 'Renewal', 'Maruti', 'Nirbhay Risk Advisors', 11000, 15],
      ['2026-01-01', 'Renewal', 'Kia', 'Nirbhay Risk Advisors', 30500.1, 18],
      ['2026-03-31', 'Rollover', 'Hyundai', 'Suraksha Brokers', 7000, 5],
      ['2026-04-01', 'New', 'Honda', 'Kavach Broking', 19999.99, 11],
      ['2024-04-01', 'Used', 'Maruti', 'Suraksha Brokers', 5000, 9],
    ] as const;
    const ids: string[] = [];
    for (const [index, [start, business, make, broker, premium, od]] of made.entries()) {
      const created = await api.post(
        '/motor-policy',
        samplePolicy({
          policy_number: `DASH-${index}`,
          start_date: start,
          od_start_date: start,
          tp_start_date: start,
          issue_date: start,
          end_date: '2027-12-31',
          od_end_date: '2027-12-31',
          tp_end_date: '2027-12-31',
          business_type: business,
          make,
          broker_name: broker || null,
          total_premium: premium,
          commission_receivable_od: od,
        }),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body._id);
    }
    await expectOverviewMatches();

    // An edit that moves a policy to another month, make, broker and premium; a delete; a bulk update.
    expect((await api.patch(`/motor-policy/${ids[2]}`, { start_date: '2025-06-20', make: 'Kia', broker_name: 'Nirbhay Risk Advisors', total_premium: 16250.5 })).status).toBe(200);
    expect((await api.delete(`/motor-policy/${ids[4]}`)).status).toBe(200);
    expect((await api.post('/motor-policy/bulk-update', { ids: [ids[0], ids[5]], data: { broker_name: 'Kavach Broking', commission_payable_od: 4 } })).status).toBe(200);
    await expectOverviewMatches();
  });

  it('counts active employees by department as at the end of the period, and uploads per day', async () => {
    for (const [index, department] of ['Sales Executive', 'Sales Executive', 'Manager', 'Admin'].entries()) {
      const created = await api.post('/employee', {
        name: `Staff ${index}`,
        employeeId: `EMP-D${index}`,
        phone: `912345678${index}`,
        email: `staff${index}@dashboard.in`,
        roleDepartment: department,
        branch: 'Pune',
        salesZone: 'West',
      });
      expect(created.status).toBe(201);
      if (department === 'Admin') expect((await api.patch(`/employee/${created.body._id}`, { isDeleted: true })).status).toBe(200);
    }
    const pdf = fs.readFileSync(path.resolve('tests/fixtures/policy-pdfs/gridTable-01.pdf'));
    const uploads: string[] = [];
    for (let index = 0; index < 3; index++) {
      const form = uploadForm(pdf, `d${index}.pdf`);
      uploads.push((await api.post('/pdf-extraction/extract-fields-queue', form)).body.data._id);
    }
    expect((await api.delete(`/pdf-extraction/outputs/${uploads[0]}`)).status).toBe(200);

    const now = (await api.get('/dashboard/overview')).body;
    expect(now.employeesByDept).toEqual([
      { _id: 'Manager', count: 1 },
      { _id: 'Sales Executive', count: 2 },
    ]);
    expect(now.extractionsOverTime).toEqual([{ date: indiaToday(), count: 2 }]);

    // Before anyone joined and before any upload.
    const past = (await api.get('/dashboard/overview?from=2025-04-01&to=2026-03-31')).body;
    expect(past.employeesByDept).toEqual([]);
    expect(past.extractionsOverTime).toEqual([]);
  });

  it('refuses a malformed period and needs a signed-in account', async () => {
    const bad = await api.get('/dashboard/overview?from=2025-13-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('"from" must be a date as YYYY-MM-DD, from 1900 to 2200.');
    const reversed = await api.get('/dashboard/overview?from=2025-05-01&to=2025-04-01');
    expect(reversed.body.message).toBe('The period must not end before it starts.');
    expect((await new ApiClient(context.server.url).get('/dashboard/overview')).status).toBe(401);
  });
});
