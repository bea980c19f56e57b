/**
 * Renewals on both databases: the policies ending in a period, a renewal naming the policy it renews
 * (which becomes Renewed, in the trail too, and is kept while named), and a lost renewal's reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardRenewals } from '../../server/dashboard/renewals';
import type { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { coverDates, samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';


describe.each(testDatabases())('renewals on $database', (target) => {
  const context = serveSignedIn(target, 'admin@renewals.in');
  let api: ApiClient;
  beforeAll(() => {
    ({ api } = context);
  });

  const numbers = async (query: string) =>
    (await api.get(`/motor-policy?page=1&limit=50&${query}`)).body.data.map((policy: { policy_number: string }) => policy.policy_number);

  it('lists the policies ending in a period, soonest first', async () => {
    for (const [number, end] of [['ENDS-MAY', '2031-05-20'], ['ENDS-APRIL', '2031-04-10'], ['ENDS-JULY', '2031-07-01']]) {
      expect((await api.post('/motor-policy', samplePolicy({ policy_number: number, ...coverDates('2030-07-02', end) }))).status).toBe(201);
    }
    expect(await numbers('end_date_gte=2031-04-01&end_date_lte=2031-05-31&sort=end_date&order=asc')).toEqual(['ENDS-APRIL', 'ENDS-MAY']);
  });

  it('marks the renewed policy Renewed when its renewal is saved, follows the chain both ways, and keeps the old one while named', async () => {
    const old = await api.post('/motor-policy', samplePolicy({ policy_number: 'CHAIN-2025', ...coverDates('2025-04-01', '2026-03-31') }));
    const renewal = await api.post('/motor-policy', samplePolicy({ policy_number: 'CHAIN-2026', vehicle_number: old.body.vehicle_number, renewal_of: old.body._id, ...coverDates('2026-04-01', '2027-03-31') }));
    expect(renewal.status).toBe(201);
    expect(renewal.body.renewal_of).toBe(old.body._id);
    expect((await api.get(`/motor-policy/${old.body._id}`)).body.renewal_status).toBe('Renewed');
    expect(await numbers(`renewal_of=${old.body._id}`)).toEqual(['CHAIN-2026']);
    const trail = await api.get(`/audit-log?page=1&limit=10&resource=motorPolicies&recordId=${old.body._id}`);
    expect(trail.body.data[0]).toMatchObject({ action: 'update', changes: { renewal_status: [null, 'Renewed'] } });

    const deleted = await api.delete(`/motor-policy/${old.body._id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.code).toBe('stillNamed');

    const unknown = await api.post('/motor-policy', samplePolicy({ renewal_of: 'no-such-policy' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual(['"renewal_of" Renewed Policy must be an existing policy']);
  });

  it('asks why a renewal was lost, and lists the lost ones', async () => {
    const policy = await api.post('/motor-policy', samplePolicy({ policy_number: 'LOST-1' }));
    const silent = await api.patch(`/motor-policy/${policy.body._id}`, { renewal_status: 'Lost' });
    expect(silent.status).toBe(400);
    expect(silent.body.message).toEqual(['"renewal_status" Say in the note why the renewal was lost']);
    const explained = await api.patch(`/motor-policy/${policy.body._id}`, { renewal_status: 'Lost', renewal_note: 'Renewed with the dealer at a lower premium' });
    expect(explained.status).toBe(200);
    expect(await numbers('renewal_status=Lost')).toEqual(['LOST-1']);
  });

  it('keeps a claim made on a policy, for its renewal to start the no-claim bonus from 0', async () => {
    const policy = await api.post('/motor-policy', samplePolicy({ policy_number: 'CLAIM-1' }));
    expect(policy.body.claim_made).toBe(false);
    const claimed = await api.patch(`/motor-policy/${policy.body._id}`, { claim_made: true });
    expect([claimed.status, claimed.body.claim_made]).toEqual([200, true]);
    expect((await api.get(`/motor-policy/${policy.body._id}`)).body.claim_made).toBe(true);
  });

  it('counts the policies ending this month and the renewal rate of each month for the dashboard', async () => {
    const ending = [['JUNE-RENEWED', '2033-06-10'], ['JUNE-OPEN', '2033-06-30'], ['MAY-OPEN', '2033-05-01'], ['JULY-NEXT', '2033-07-01']];
    const ids: Record<string, string> = {};
    for (const [number, end] of ending) ids[number] = (await api.post('/motor-policy', samplePolicy({ policy_number: number, ...coverDates('2032-07-01', end) }))).body._id;
    await api.post('/motor-policy', samplePolicy({ policy_number: 'JUNE-RENEWAL', renewal_of: ids['JUNE-RENEWED'], ...coverDates('2033-06-11', '2034-06-10') }));

    const renewals = await dashboardRenewals(context.server.app.db, '2033-06-15');
    expect(renewals.thisMonth).toEqual({ month: '2033-06', ending: 2, renewed: 1, rate: 0.5, from: '2033-06-01', to: '2033-06-30' });
    // The rates of the twelve months before this one, whose policies have all ended.
    expect(renewals.months).toHaveLength(12);
    expect(renewals.months.map((month) => month.month)).toEqual(expect.not.arrayContaining(['2033-06']));
    expect(renewals.months[0].month).toBe('2032-06');
    expect(renewals.months.find((month) => month.month === '2033-05')).toEqual({ month: '2033-05', ending: 1, renewed: 0, rate: 0 });
    expect(renewals.months.find((month) => month.month === '2033-04')).toEqual({ month: '2033-04', ending: 0, renewed: 0, rate: null });

    const today = await api.get('/dashboard/renewals');
    expect(today.status).toBe(200);
    expect(today.body.months).toHaveLength(12);
  });
});
