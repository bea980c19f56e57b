/**
 * Commission reconciliation on both databases: an insurer's statement imported as CSV, each line
 * matched to its policy by number however it is printed, else by vehicle and start date; every
 * status (matched, short-paid, over-paid, no policy, and the month's policy no line names); totals;
 * a line marked reconciled with a note; the same statement imported again without duplicates; and
 * a line matched again once its policy is added; the dashboard's payin received.
 */
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { fileForm, finished } from '../support/importRuns';
import { coverDates, samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

const insurer = { name: 'Narmada General Insurance', address: '7 Ring Road', city: 'Surat', pincode: '395002', state: 'Gujarat', mobile: '9876501288', email: 'ops@narmada.in', partnerType: 'Corporate' };
const march = (day: string, more: Record<string, unknown>) => samplePolicy({ ...coverDates(`2031-03-${day}`, '2032-03-01'), ...more });

describe.each(testDatabases())('commission reconciliation on $database', (target) => {
  const context = serveSignedIn(target, 'admin@reconciliation.in');
  let api: ApiClient;
  let company: string;
  const payin: Record<string, number> = {};
  beforeAll(async () => {
    ({ api } = context);
    company = (await api.post('/company', insurer)).body._id;
    for (const [number, day, vehicle] of [['OG-25-1901/001', '05', 'GJ05AB0001'], ['OG-25-1901/002', '06', 'GJ05AB0002'], ['OG-25-1901/003', '07', 'GJ05AB0003'], ['OG-25-1901/004', '08', 'GJ05AB0004']]) {
      const created = await api.post('/motor-policy', march(day, { policy_number: number, vehicle_number: vehicle, insurer: company }));
      expect(created.status).toBe(201);
      payin[number] = created.body.payin;
    }
  });

  const statement = () =>
    Papa.unparse([
      { 'Policy No': 'og 25 1901 001', 'Vehicle No': '', 'Policy Start Date': '', Commission: payin['OG-25-1901/001'], 'Payment Date': '2031-04-20' },
      { 'Policy No': 'OG25-1901-002', 'Vehicle No': '', 'Policy Start Date': '', Commission: payin['OG-25-1901/002'] - 100, 'Payment Date': '2031-04-20' },
      { 'Policy No': 'OG/25/1901/3X', 'Vehicle No': 'gj 05 ab 0003', 'Policy Start Date': '2031-03-07', Commission: payin['OG-25-1901/003'] + 50, 'Payment Date': '2031-04-21' },
      { 'Policy No': 'OG-25-1901/099', 'Vehicle No': '', 'Policy Start Date': '2031-03-15', Commission: 900, 'Payment Date': '2031-04-21' },
    ]);
  const mapping = ['policy_number', 'vehicle_number', 'policy_start_date', 'commission', 'payment_date'];

  async function importStatement(onExisting: 'skip' | 'update') {
    const upload = await api.post('/commission-line/imports', fileForm(statement(), 'narmada-april.csv'));
    expect(upload.status).toBe(201);
    expect((await api.post(`/commission-line/imports/${upload.body.id}/run`, { mapping, onExisting })).status).toBe(202);
    return finished(api, '/commission-line', upload.body.id);
  }

  /** The lines as the panel lists them (ra-data-simple-rest's dialect), by policy number as printed. */
  const lines = async (filter: Record<string, unknown> = {}) => {
    const query = new URLSearchParams({ sort: JSON.stringify(['policy_number', 'ASC']), range: JSON.stringify([0, 49]), filter: JSON.stringify(filter) });
    const list = await api.get(`/commission-line?${query}`);
    return Object.fromEntries(list.body.map((line: Record<string, unknown>) => [line.policy_number, line]));
  };

  it('imports a statement and matches every line to its policy, or says it has none', async () => {
    expect(await importStatement('skip')).toMatchObject({ state: 'done', created: 4, refused: 0 });
    const byNumber = await lines();
    expect(byNumber['og 25 1901 001']).toMatchObject({ status: 'Matched', insurer: company, statement_month: '2031-03', expected: payin['OG-25-1901/001'], difference: 0 });
    expect(byNumber['OG25-1901-002']).toMatchObject({ status: 'Short-paid', difference: -100 });
    expect(byNumber['OG/25/1901/3X']).toMatchObject({ status: 'Over-paid', difference: 50, statement_month: '2031-03' });
    expect(byNumber['OG-25-1901/099']).toMatchObject({ status: 'No policy', policy: null, expected: null, statement_month: '2031-03' });
    const matchedPolicy = (await api.get(`/motor-policy/${byNumber['og 25 1901 001'].policy}`)).body;
    expect(matchedPolicy.policy_number).toBe('OG-25-1901/001');
  });

  it('totals the insurer\'s month per status and lists its policy no line names', async () => {
    const totals = (await api.get(`/commission-line/totals?insurer=${company}&statement_month=2031-03`)).body;
    expect(totals).toMatchObject({ lines: 3, difference: -50, reconciled: 0, missing: 1 });
    expect(totals.byStatus.map((entry: { status: string; count: number }) => [entry.status, entry.count])).toEqual([['Matched', 1], ['Short-paid', 1], ['Over-paid', 1], ['No policy', 0]]);
    const missing = (await api.get(`/commission-line/missing?insurer=${company}&statement_month=2031-03`)).body;
    expect(missing.data.map((policy: { policy_number: string }) => policy.policy_number)).toEqual(['OG-25-1901/004']);
    expect((await api.get('/commission-line/missing?statement_month=2031-3')).status).toBe(400);
    // The dashboard's payin beside what the statements paid for the period's policies.
    const dashboard = (await api.get('/dashboard/overview?from=2031-03-01&to=2031-03-31')).body;
    const received = payin['OG-25-1901/001'] + payin['OG-25-1901/002'] - 100 + payin['OG-25-1901/003'] + 50;
    expect(dashboard.payinReceived).toBeCloseTo(received, 2);
  });

  it('marks a short payment reconciled with a note, and imports the statement again without duplicates', async () => {
    const short = (await lines())['OG25-1901-002'];
    const marked = await api.post('/commission-line/bulk-update', { ids: [short.id], data: { reconciled: true, reconcile_note: 'Insurer deducted a cancelled add-on' } });
    expect(marked.status).toBe(200);
    expect((await api.get(`/commission-line/totals?insurer=${company}&statement_month=2031-03`)).body.reconciled).toBe(1);
    expect(Object.keys(await lines({ status: 'Short-paid', reconciled: true }))).toEqual(['OG25-1901-002']);

    expect(await importStatement('skip')).toMatchObject({ state: 'done', created: 0, skipped: 4 });
    expect(Object.keys(await lines())).toHaveLength(4);
  });

  it('matches a line again once its policy is in the book', async () => {
    await api.post('/motor-policy', march('15', { policy_number: 'OG-25-1901/099', vehicle_number: 'GJ05AB0099', insurer: company }));
    expect((await api.post('/commission-line/match', { insurer: undefined })).body.matched).toBe(3);
    expect((await lines())['OG-25-1901/099']).toMatchObject({ status: expect.stringMatching(/Matched|Short-paid|Over-paid/), insurer: company });
    // The reconciled line was left as it was.
    expect((await lines())['OG25-1901-002']).toMatchObject({ reconciled: true, reconcile_note: 'Insurer deducted a cancelled add-on' });
  });
});
