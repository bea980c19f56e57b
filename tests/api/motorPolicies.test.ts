import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { sampleCamelCasePolicy, samplePolicy } from '../support/policies';
import { configFromEnv } from '../../server/config';
import { createDatabase } from '../../server/db/database';
import { enforceUniqueIdentifiers } from '../../server/db/uniqueKeys';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import { serveSignedIn } from '../support/signedInServer';

/** The sample policy's payin/payout/margin (commission.ts rule, worked by hand):
 * payin  = 8,425.90 × 15% + 3,416 × 2.5% = 1,263.885 + 85.40 = 1,349.285 → 1,349.29
 * payout = 8,425.90 × 10% + 3,416 × 1%   =   842.59 + 34.16  =   876.75
 */
const SAMPLE_COMMISSION = { payin: 1349.29, payout: 876.75, margin: 472.54 };

describe.each(testDatabases())('motor policies on $database', (target) => {
  const context = serveSignedIn(target, 'admin@brokerage.in');
  let api: ApiClient;
  beforeAll(() => {
    ({ api } = context);
  });

  const count = async () => (await api.get('/motor-policy?page=1&limit=1')).body.meta.total as number;

  it('creates a policy from the manual form, computing payin, payout and margin', async () => {
    const sample = samplePolicy();
    const created = await api.post('/motor-policy', { ...sample, payin: 999999, margin: 1 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...sample, ...SAMPLE_COMMISSION });
    expect(created.body._id).toBeTruthy();
    expect(created.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const fetched = await api.get(`/motor-policy/${created.body._id}`);
    expect(fetched.body).toEqual(created.body);
  });

  it('accepts the extraction dialog camelCase payload into the same columns', async () => {
    const created = await api.post(
      '/motor-policy',
      sampleCamelCasePolicy({ policyNumber: 'CAMEL-001', policyType: 'comprehensive', vehicleNumber: 'gj-01 q 7360' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      policy_number: 'CAMEL-001',
      business_type: 'Rollover',
      policy_type: 'Comprehensive',
      start_date: '2024-10-22',
      issue_date: '2024-10-17',
      customer_phone: '7462782180',
      customer_address: samplePolicy().customer_address,
      seating_capicity: 5,
      chasis_number: 'MAJXL0YN8K4VM71G4',
      sum_insured: 478200,
      vehicle_number: 'GJ01Q7360',
      total_premium: 13973.44,
    });
  });

  it('keeps money exact to the paisa and takes dates typed the Indian way', async () => {
    const created = await api.post(
      '/motor-policy',
      samplePolicy({ policy_number: 'EXACT-1', total_premium: '₹ 1,23,456.78', taxes: 0.1, net_premium: 0.2, start_date: '22/10/2024' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ total_premium: 123456.78, taxes: 0.1, net_premium: 0.2, start_date: '2024-10-22' });
  });

  it('answers 400 with a message naming each bad field, and stores nothing', async () => {
    const before = await count();
    const response = await api.post(
      '/motor-policy',
      samplePolicy({
        policy_number: '',
        customer_phone: '12345',
        policy_type: 'Fancy',
        end_date: '2024-01-01',
        commission_receivable_od: -1,
        manufacturing_year: 'old',
        customer_email: 'not-an-email',
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(
      expect.arrayContaining([
        '"policy_number" Policy Number is required',
        '"customer_phone" Phone number must be a 10-digit mobile number',
        '"policy_type" Policy Type must be one of Comprehensive, Third Party, Standalone OD',
        '"end_date" End date cannot be before the start date',
        '"commission_receivable_od" Commission Receivable OD (%) must be at least 0',
        '"manufacturing_year" Manufacturing Year must be a whole number from 1950 to 2100',
        '"customer_email" Please enter a valid email address.',
      ]),
    );
    expect(await count()).toBe(before);
  });

  it('rejects amounts with more than two decimals rather than rounding them silently', async () => {
    const response = await api.post('/motor-policy', samplePolicy({ total_premium: 100.005 }));
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(['"total_premium" Total Premium must be a number with at most 2 decimals']);
  });

  it('updates with PATCH, ignores an id in the body and recomputes the commission', async () => {
    const { body: created } = await api.post('/motor-policy', samplePolicy({ policy_number: 'PATCH-1' }));
    const updated = await api.patch(`/motor-policy/${created._id}`, {
      _id: 'someone-else',
      id: 'someone-else',
      total_od_premium: 10000,
      commission_payable_od: 12.5,
      total_premium: null,
    });
    expect(updated.status).toBe(200);
    expect(updated.body._id).toBe(created._id);
    // payin = 10,000 × 15% + 3,416 × 2.5% = 1,585.40; payout = 10,000 × 12.5% + 34.16 = 1,284.16
    expect(updated.body).toMatchObject({ total_od_premium: 10000, total_premium: null, payin: 1585.4, payout: 1284.16, margin: 301.24 });
    expect((await api.get(`/motor-policy/${created._id}`)).body.payin).toBe(1585.4);

    const invalid = await api.patch(`/motor-policy/${created._id}`, { od_end_date: '2020-01-01' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toEqual(['"od_end_date" OD end date cannot be before the OD start date']);
    expect((await api.patch('/motor-policy/no-such-id', { taxes: 1 })).status).toBe(404);
  });

  it('lists with page, limit and search as the spec says, and without paging as a plain array', async () => {
    await api.post('/motor-policy', samplePolicy({ policy_number: 'OG-24-1901-1801-00000123', customer_name: 'Ramesh Iyer', vehicle_number: 'MH12AB1234' }));
    const page = await api.get('/motor-policy?page=1&limit=2');
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    const total = page.body.meta.total;
    expect(page.body.meta).toMatchObject({ total, totalPages: Math.ceil(total / 2) });

    for (const term of ['1801-0000', 'ramesh', 'IYER', 'MH12AB', 'mh 12 ab 1234', 'MH-12-AB', 'og-24-1901-1801-00000123', ' M H 1 2 A B 1 2 3 4 ']) {
      const found = await api.get(`/motor-policy?page=1&limit=10&search=${encodeURIComponent(term)}`);
      expect(found.body.data.map((p: { policy_number: string }) => p.policy_number), term).toEqual(['OG-24-1901-1801-00000123']);
      expect(found.body.meta).toEqual(expect.objectContaining({ total: 1, totalPages: 1 }));
    }
    // Found by its serial in the search index, then checked whole: the same serial of another year is another policy.
    const otherYear = await api.get('/motor-policy?page=1&limit=10&search=OG-25-1901-1801-00000123');
    expect(otherYear.body).toMatchObject({ data: [], meta: { total: 0 } });
    const short = await api.get('/motor-policy?page=1&limit=10&search=iy');
    expect(short.body.data.map((p: { customer_name: string }) => p.customer_name)).toContain('Ramesh Iyer');
    const none = await api.get('/motor-policy?page=1&limit=10&search=%22%25_zz');
    expect(none.body).toMatchObject({ data: [], meta: { total: 0, totalPages: 0 } });

    const all = await api.get('/motor-policy');
    expect(Array.isArray(all.body)).toBe(true);
    expect(all.body).toHaveLength(total);
  });

  it('sorts, filters by value and by start-date range', async () => {
    await api.post('/motor-policy', samplePolicy({ policy_number: 'SORT-A', total_premium: 1, business_type: 'New', make: 'Maruti', start_date: '2023-01-01', end_date: '2023-12-31', od_start_date: '2023-01-01', od_end_date: '2023-12-31', tp_start_date: '2023-01-01', tp_end_date: '2023-12-31' }));
    await api.post('/motor-policy', samplePolicy({ policy_number: 'SORT-B', total_premium: 999999, business_type: 'New', make: 'Hyundai', broker_name: 'Zed Brokers' }));

    const cheapest = await api.get('/motor-policy?page=1&limit=1&business_type=New&sort=total_premium&order=asc');
    expect(cheapest.body.data[0].policy_number).toBe('SORT-A');
    const dearest = await api.get('/motor-policy?page=1&limit=1&business_type=New&sort=total_premium&order=desc');
    expect(dearest.body.data[0].policy_number).toBe('SORT-B');

    const newOnes = await api.get('/motor-policy?page=1&limit=50&business_type=New');
    expect(newOnes.body.data.map((p: { policy_number: string }) => p.policy_number).sort()).toEqual(['SORT-A', 'SORT-B']);
    const byBroker = await api.get(`/motor-policy?page=1&limit=50&broker_name=${encodeURIComponent('Zed Brokers')}`);
    expect(byBroker.body.meta.total).toBe(1);
    const byMake = await api.get('/motor-policy?page=1&limit=50&make=Maruti&business_type=New');
    expect(byMake.body.data.map((p: { policy_number: string }) => p.policy_number)).toEqual(['SORT-A']);
    const in2023 = await api.get('/motor-policy?page=1&limit=50&start_date_gte=2023-01-01&start_date_lte=31/12/2023');
    expect(in2023.body.data.map((p: { policy_number: string }) => p.policy_number)).toEqual(['SORT-A']);

    const badSort = await api.get('/motor-policy?page=1&limit=5&sort=customer_phone');
    expect(badSort.status).toBe(400);
    const badRange = await api.get('/motor-policy?page=1&limit=5&start_date_gte=yesterday');
    expect(badRange.status).toBe(400);
    expect(badRange.body.message[0]).toMatch(/^"start_date_gte" Start Date must be a valid date/);
  });

  it('bulk-updates broker and commissions in one request, recomputing each policy', async () => {
    const first = (await api.post('/motor-policy', samplePolicy({ policy_number: 'BULK-1' }))).body;
    const second = (await api.post('/motor-policy', samplePolicy({ policy_number: 'BULK-2', total_od_premium: 20000 }))).body;
    const response = await api.post('/motor-policy/bulk-update', {
      ids: [first._id, second._id],
      data: { broker_name: 'Nirbhay Risk Advisors', commission_receivable_od: 20 },
    });
    expect(response.status).toBe(200);
    expect(response.body.updated).toBe(2);
    const a = (await api.get(`/motor-policy/${first._id}`)).body;
    const b = (await api.get(`/motor-policy/${second._id}`)).body;
    expect(a).toMatchObject({ broker_name: 'Nirbhay Risk Advisors', commission_receivable_od: 20, payin: 1770.58 }); // 1,685.18 + 85.40
    expect(b).toMatchObject({ broker_name: 'Nirbhay Risk Advisors', payin: 4085.4 }); // 4,000 + 85.40

    const invalid = await api.post('/motor-policy/bulk-update', { ids: [first._id], data: { commission_payable_tp: 'lots' } });
    expect(invalid.status).toBe(400);
    expect((await api.get(`/motor-policy/${first._id}`)).body.commission_payable_tp).toBe(1);
  });

  it('checks a bulk change against each policy\'s own dates, and changes none when one would break', async () => {
    const early = (await api.post('/motor-policy', samplePolicy({ policy_number: 'BULK-DATES-1' }))).body;
    const late = (await api.post('/motor-policy', samplePolicy({ policy_number: 'BULK-DATES-2', start_date: '2025-06-01', end_date: '2026-05-31' }))).body;
    const broken = await api.post('/motor-policy/bulk-update', { ids: [early._id], data: { end_date: '2000-01-01' } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toEqual(['"end_date" End date cannot be before the start date']);

    // 2025-03-01 ends the early policy well, but would end the late one before it starts.
    const mixed = await api.post('/motor-policy/bulk-update', { ids: [early._id, late._id], data: { end_date: '2025-03-01', broker_name: 'Changed Broker' } });
    expect(mixed.status).toBe(400);
    const moved = await api.post('/motor-policy/bulk-update', { ids: [early._id, late._id], data: { start_date: '2026-01-01' } });
    expect(moved.status).toBe(400);
    for (const policy of [early, late]) {
      expect((await api.get(`/motor-policy/${policy._id}`)).body).toMatchObject({ start_date: policy.start_date, end_date: policy.end_date, broker_name: policy.broker_name });
    }
  });

  it('refuses a policy number already held, however it is spaced, slashed, dashed or cased, on every path', async () => {
    const held = (await api.post('/motor-policy', samplePolicy({ policy_number: 'OG-25/1901 0042' }))).body;
    const refused = { status: 409, message: ['"policy_number" Policy Number is already used by another policy'] };
    const created = await api.post('/motor-policy', samplePolicy({ policy_number: 'og25 1901-0042' }));
    expect({ status: created.status, message: created.body.message }).toEqual(refused);
    const camel = await api.post('/motor-policy', { ...sampleCamelCasePolicy(), policyNumber: 'OG2519010042' });
    expect(camel.status).toBe(409);

    const other = (await api.post('/motor-policy', samplePolicy({ policy_number: 'OG-25/1901/0043' }))).body;
    const edited = await api.patch(`/motor-policy/${other._id}`, { policy_number: 'OG 25 1901 0042' });
    expect({ status: edited.status, message: edited.body.message }).toEqual(refused);
    const bulkOne = await api.post('/motor-policy/bulk-update', { ids: [other._id], data: { policy_number: 'og-25-1901-0042' } });
    expect({ status: bulkOne.status, message: bulkOne.body.message }).toEqual(refused);
    const third = (await api.post('/motor-policy', samplePolicy({ policy_number: 'OG-25/1901/0044' }))).body;
    const bulkMany = await api.post('/motor-policy/bulk-update', { ids: [other._id, third._id], data: { policy_number: 'NEW-1' } });
    expect({ status: bulkMany.status, message: bulkMany.body.message }).toEqual(refused);

    // Its own number, re-spaced, is no duplicate; nor is a number once its holder is gone.
    expect((await api.patch(`/motor-policy/${held._id}`, { policy_number: 'OG-25-1901-0042' })).status).toBe(200);
    expect((await api.patch(`/motor-policy/${other._id}`, { policy_number: 'OG-25/1901/0045' })).status).toBe(200);
    await api.delete(`/motor-policy/${held._id}`);
    expect((await api.post('/motor-policy', samplePolicy({ policy_number: 'OG2519010042' }))).status).toBe(201);
  });

  it('keeps one of two simultaneous creates of the same policy number, and tells the other under the field', async () => {
    const [first, second] = await Promise.all([
      api.post('/motor-policy', samplePolicy({ policy_number: 'RACE-0001' })),
      api.post('/motor-policy', samplePolicy({ policy_number: 'race 0001' })),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    expect((first.status === 409 ? first : second).body.message).toEqual(['"policy_number" Policy Number is already used by another policy']);
    expect((await api.get('/motor-policy?page=1&limit=10&search=race')).body.meta.total).toBe(1);
  });

  it('lists policy numbers saved twice before the rule, keeps both, and makes the number unique once they are corrected', async () => {
    const { db } = context.server.app;
    const [first, second] = await Promise.all(['OLD-7/1', 'OLD-7/2'].map(async (number) => (await api.post('/motor-policy', samplePolicy({ policy_number: number }))).body));
    // A database from before the rule: no index, and two policies sharing a number.
    await db.schema.dropIndex('motor_policies_policy_number_unique').execute();
    await db.updateTable('motor_policies').set({ policy_number: 'old 7/1' }).where('id', '=', second._id).execute();

    expect(await enforceUniqueIdentifiers(db, [motorPolicyDeclaration])).toEqual([{ resource: 'motorPolicies', field: 'policy_number', value: 'OLD-7/1', count: 2 }]);
    expect((await api.get(`/motor-policy/${second._id}`)).body.policy_number).toBe('old 7/1');
    expect((await api.post('/motor-policy', samplePolicy({ policy_number: 'OLD71' }))).status).toBe(409);

    expect((await api.patch(`/motor-policy/${second._id}`, { policy_number: 'OLD-7/2' })).status).toBe(200);
    expect(await enforceUniqueIdentifiers(db, [motorPolicyDeclaration])).toEqual([]);
    const again = db.updateTable('motor_policies').set({ policy_number: 'OLD-7/1' }).where('id', '=', second._id).execute();
    await expect(again).rejects.toThrow();
    expect(first.policy_number).toBe('OLD-7/1');
  });

  it('deletes one policy and many, and the summary follows every change', async () => {
    const summaryBefore = (await api.get('/motor-policy/summary')).body;
    const first = (await api.post('/motor-policy', samplePolicy({ policy_number: 'DEL-1' }))).body;
    const second = (await api.post('/motor-policy', samplePolicy({ policy_number: 'DEL-2' }))).body;
    const third = (await api.post('/motor-policy', samplePolicy({ policy_number: 'DEL-3' }))).body;
    const summary = (await api.get('/motor-policy/summary')).body;
    expect(summary.policies).toBe(summaryBefore.policies + 3);
    expect(summary.totalPremium).toBeCloseTo(summaryBefore.totalPremium + 3 * 13973.44, 2);
    expect(summary.totalMargin).toBeCloseTo(summaryBefore.totalMargin + 3 * 472.54, 2);

    expect((await api.delete(`/motor-policy/${first._id}`)).status).toBe(200);
    expect((await api.get(`/motor-policy/${first._id}`)).status).toBe(404);
    const bulk = await api.post('/motor-policy/bulk-delete', { ids: [second._id, third._id] });
    expect(bulk.body.deleted).toBe(2);
    expect(await api.get('/motor-policy/summary')).toMatchObject({ body: summaryBefore });
    expect((await api.delete(`/motor-policy/${first._id}`)).status).toBe(404);
  });

  it('never answers a list from a stale cache, whoever wrote the change', async () => {
    const page = async () => (await api.get('/motor-policy?page=1&limit=5')).body;
    const created = (await api.post('/motor-policy', samplePolicy({ policy_number: 'FRESH-1' }))).body;
    expect((await page()).data[0].policy_number).toBe('FRESH-1');
    expect(await page()).toEqual(await page());

    await api.patch(`/motor-policy/${created._id}`, { customer_name: 'Renamed Through The Api' });
    expect((await page()).data[0].customer_name).toBe('Renamed Through The Api');

    // A second connection to the same database, as another server process or a worker would hold.
    const other = createDatabase(configFromEnv({ DATA_DIR: context.server.dataDir, DATABASE_URL: context.server.databaseUrl ?? '' }));
    try {
      await other.updateTable('motor_policies').set({ customer_name: 'Renamed Elsewhere' }).where('id', '=', created._id).execute();
      expect((await page()).data[0].customer_name).toBe('Renamed Elsewhere');
      const total = (await page()).meta.total;
      await other.deleteFrom('motor_policies').where('id', '=', created._id).execute();
      expect((await page()).meta.total).toBe(total - 1);
      expect((await page()).data.map((p: { _id: string }) => p._id)).not.toContain(created._id);
    } finally {
      await other.destroy();
    }
  });

  it('counts a search again once a write changes what it finds, on every page of it', async () => {
    const total = async (page: number) => (await api.get(`/motor-policy?page=${page}&limit=1&search=Totalled%20Customer`)).body.meta.total;
    const first = (await api.post('/motor-policy', samplePolicy({ policy_number: 'TOTAL-1', customer_name: 'Totalled Customer' }))).body;
    expect([await total(1), await total(2)]).toEqual([1, 1]);
    const second = (await api.post('/motor-policy', samplePolicy({ policy_number: 'TOTAL-2', customer_name: 'Totalled Customer' }))).body;
    expect([await total(1), await total(2)]).toEqual([2, 2]);
    await api.patch(`/motor-policy/${first._id}`, { customer_name: 'Someone Else' });
    expect([await total(2), await total(1)]).toEqual([1, 1]);
    await api.delete(`/motor-policy/${second._id}`);
    await api.delete(`/motor-policy/${first._id}`);
    expect(await total(1)).toBe(0);
  });

  it('pages on through a search with Next as if each page were counted from the start', async () => {
    for (let i = 0; i < 12; i++) await api.post('/motor-policy', samplePolicy({ policy_number: `NEXT-${i}`, customer_name: 'Paged Through' }));
    const everything: { _id: string }[] = (await api.get('/motor-policy?search=Paged%20Through')).body;
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await api.get(`/motor-policy?page=${page}&limit=5&search=Paged%20Through`);
      expect(body.meta).toMatchObject({ total: 12, totalPages: 3 });
      paged.push(...body.data.map((policy: { _id: string }) => policy._id));
    }
    expect(paged).toEqual(everything.map((policy) => policy._id));
    for (const { _id } of everything) await api.delete(`/motor-policy/${_id}`);
  });

  it('summary totals equal a recomputation over every policy', async () => {
    const policies: { total_premium: number | null; payin: number; payout: number; margin: number }[] = (await api.get('/motor-policy')).body;
    const paise = (pick: (p: (typeof policies)[number]) => number | null) =>
      policies.reduce((sum, p) => sum + Math.round((pick(p) ?? 0) * 100), 0) / 100;
    expect((await api.get('/motor-policy/summary')).body).toEqual({
      policies: policies.length,
      totalPremium: paise((p) => p.total_premium),
      totalPayin: paise((p) => p.payin),
      totalPayout: paise((p) => p.payout),
      totalMargin: paise((p) => p.margin),
    });
  });

  it('guards every cell a spreadsheet would run as a formula: = + - @, tab and carriage return', async () => {
    const names = ['+SUM(1,2)', '-2+3', '@SUM(1)', '\tSUM(1)', '\r=1+1'];
    for (const [index, name] of names.entries()) {
      expect((await api.post('/motor-policy', samplePolicy({ policy_number: `CSV-FORMULA-${index}`, customer_name: name }))).status).toBe(201);
    }
    const response = await fetch(`${context.server.url}/api/motor-policy/download-csv?search=CSV-FORMULA`, { headers: { Authorization: `Bearer ${api.token}` } });
    const parsed = Papa.parse<Record<string, string>>(await response.text(), { header: true, skipEmptyLines: true });
    const cells = parsed.data.map((row) => row.customer_name);
    expect(cells).toHaveLength(names.length);
    for (const cell of cells) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
    for (const name of names.slice(0, 3)) expect(cells).toContain(`'${name}`);
  });

  it('downloads every matching policy as motor-policies.csv, safe to open in a spreadsheet', async () => {
    await api.post('/motor-policy', samplePolicy({ policy_number: 'CSV-1', customer_name: '=HYPERLINK("http://x")', customer_address: 'Line one,\n"Line" two' }));
    const response = await fetch(`${context.server.url}/api/motor-policy/download-csv?search=CSV-1`, {
      headers: { Authorization: `Bearer ${api.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="motor-policies.csv"');
    expect(response.headers.get('x-total-rows')).toBe('1');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the byte-order mark, as spreadsheets do.
    const parsed = Papa.parse<Record<string, string>>(new TextDecoder().decode(bytes), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(1);
    expect(parsed.meta.fields?.slice(0, 3)).toEqual(['_id', 'policy_number', 'business_type']);
    expect(parsed.meta.fields).toContain('seating_capicity');
    expect(parsed.data[0]).toMatchObject({
      policy_number: 'CSV-1',
      customer_name: `'=HYPERLINK("http://x")`,
      customer_address: 'Line one,\n"Line" two',
      total_premium: '13973.44',
      payin: '1349.29',
      margin: '472.54',
      start_date: '2024-10-22',
      manufacturing_year: '2017',
      customer_email: 'bhagavaan_gill@hotmail.com',
    });
    expect(parsed.data[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    await api.post(
      '/motor-policy',
      samplePolicy({ policy_number: 'CSV-2', customer_name: 'श्री राम शर्मा', customer_address: '-5 Main Road', commission_payable_od: 30, broker_name: null, taxes: 0.05, gross_discount: 100 }),
    );
    const second = await fetch(`${context.server.url}/api/motor-policy/download-csv?search=CSV-2`, { headers: { Authorization: `Bearer ${api.token}` } });
    const [row] = Papa.parse<Record<string, string>>(await second.text(), { header: true, skipEmptyLines: true }).data;
    expect(row).toMatchObject({ customer_name: 'श्री राम शर्मा', customer_address: `'-5 Main Road`, margin: '-1212.64', broker_name: '', taxes: '0.05', gross_discount: '100.00' });

    const all = await fetch(`${context.server.url}/api/motor-policy/download-csv`, { headers: { Authorization: `Bearer ${api.token}` } });
    const rows = Papa.parse(await all.text(), { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(await count());
  });

  it('needs a signed-in account for every policy route', async () => {
    for (const path of ['/motor-policy', '/motor-policy/summary', '/motor-policy/download-csv']) {
      const response = await fetch(`${context.server.url}/api${path}`);
      expect(response.status, path).toBe(401);
    }
  });
});
