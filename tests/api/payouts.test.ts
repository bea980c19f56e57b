/**
 * Partner and agent payouts on both databases: the payout due per partner and agent from the
 * month's policies, payments marked with date and reference, the balance, and the statement.
 */
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { coverDates, samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

const startingOn = (start: string, more: Record<string, unknown>) => samplePolicy({ ...coverDates(start, '2032-06-30'), ...more });

describe.each(testDatabases())('payouts on $database', (target) => {
  const context = serveSignedIn(target, 'admin@payouts.in');
  let api: ApiClient;
  let partner: string;
  let agent: string;
  const payout: Record<string, number> = {};
  beforeAll(async () => {
    ({ api } = context);
    partner = (await api.post('/partner', { name: 'Shree Ganesh Insurance Point', phone: '9876543210', partnerType: 'Type 1', active: true })).body._id;
    agent = (await api.post('/agent', { name: 'Ravi Kumar', phone: '9820012345', partnerType: 'Individual', active: true, rm: 'Anita Desai', assignDate: '2026-05-10' })).body._id;
    for (const [number, start, party] of [['PO-1', '2031-07-03', { partner }], ['PO-2', '2031-07-28', { partner }], ['PO-3', '2031-07-15', { agent }], ['PO-4', '2031-08-01', { partner }]] as const) {
      const created = await api.post('/motor-policy', startingOn(start, { policy_number: number, ...party }));
      expect(created.status).toBe(201);
      payout[number] = created.body.payout;
    }
  });

  const dues = async () => Object.fromEntries((await api.get('/payout-payment/due?month=2031-07')).body.data.map((due: { name: string }) => [due.name, due]));

  it('works out what is due to each partner and agent from the month\'s policies', async () => {
    const due = await dues();
    expect(due['Shree Ganesh Insurance Point']).toMatchObject({ kind: 'partner', id: partner, policies: 2, due: payout['PO-1'] + payout['PO-2'], paid: 0 });
    expect(due['Ravi Kumar']).toMatchObject({ kind: 'agent', id: agent, policies: 1, due: payout['PO-3'], paid: 0 });
    expect((await api.get('/payout-payment/due?month=July')).status).toBe(400);
  });

  it('records a payment with its date and reference, and shows the balance', async () => {
    const paid = await api.post('/payout-payment', { partner, month: '2031-07', amount: 1000, paid_on: '2031-08-05', reference: 'NEFT-4471' });
    expect(paid.status).toBe(201);
    const due = (await dues())['Shree Ganesh Insurance Point'];
    expect(due).toMatchObject({ paid: 1000, balance: Math.round((payout['PO-1'] + payout['PO-2'] - 1000) * 100) / 100 });

    const both = await api.post('/payout-payment', { partner, agent, month: '2031-07', amount: 10, paid_on: '2031-08-05', reference: 'X' });
    expect([both.status, both.body.message]).toEqual([400, ['"month" Choose the partner or the agent this payout is for, not both']]);
    const badMonth = await api.post('/payout-payment', { agent, month: '2031-13', amount: 10, paid_on: '2031-08-05', reference: 'X' });
    expect([badMonth.status, badMonth.body.message]).toEqual([400, ['"month" Month must be a month as YYYY-MM']]);
  });

  it('downloads the statement a partner can be sent', async () => {
    const statement = await api.request('GET', `/payout-payment/statement?month=2031-07&partner=${partner}`);
    expect(statement.status).toBe(200);
    const rows = Papa.parse<string[]>(String(statement.body).replace(/^\ufeff/, '')).data;
    expect(rows[0][0]).toBe('Payout statement of Shree Ganesh Insurance Point for 2031-07');
    expect(rows.map((row) => row[0])).toEqual(expect.arrayContaining(['PO-1', 'PO-2', 'Payout due', '2031-08-05', 'Balance']));
    expect(rows.find((row) => row[0] === '2031-08-05')?.[1]).toBe('NEFT-4471');
    expect(rows.map((row) => row[0])).not.toContain('PO-4');
    expect((await api.request('GET', '/payout-payment/statement?month=2031-07')).status).toBe(400);
  });
});
