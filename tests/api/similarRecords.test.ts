/**
 * A write that looks like one already made (declaration `similarWhen`) is answered 409 with the
 * records it resembles, under the field, and saved when the person confirms: the same vehicle
 * insured for overlapping dates, a company with another's name or e-mail. On both databases.
 */
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVE_SIMILAR_HEADER } from '../../resources/core/saveSimilar';
import type { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { finished } from '../support/importRuns';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

const CONFIRMED = { [SAVE_SIMILAR_HEADER]: 'confirmed' };

const csvForm = (rows: Record<string, unknown>[]) => {
  const form = new FormData();
  form.append('file', new Blob([Papa.unparse(rows)]), 'book.csv');
  return form;
};

describe.each(testDatabases())('records that look entered twice on $database', (target) => {
  const context = serveSignedIn(target, 'admin@similar.in');
  let api: ApiClient;
  beforeAll(() => {
    ({ api } = context);
  });

  const policiesOf = async (vehicle: string) => (await api.get(`/motor-policy?search=${vehicle}&limit=50`)).body.data.map((policy: { policy_number: string }) => policy.policy_number).sort();

  it('warns of the same vehicle insured for overlapping dates, names the policy, and saves it once confirmed', async () => {
    const first = await api.post('/motor-policy', samplePolicy({ policy_number: 'SAME-VEHICLE-1', vehicle_number: 'KA05MN4321', start_date: '2025-04-01', end_date: '2026-03-31' }));
    expect(first.status).toBe(201);
    const again = samplePolicy({ policy_number: 'SAME-VEHICLE-2', vehicle_number: 'ka 05 mn 4321', start_date: '2025-10-01', end_date: '2026-09-30' });

    const warned = await api.post('/motor-policy', again);
    expect(warned.status).toBe(409);
    expect(warned.body.message).toEqual(['"vehicle_number" Another policy has this Vehicle Number for overlapping dates: SAME-VEHICLE-1 (01/04/2025 – 31/03/2026)']);
    expect(warned.body.codes.vehicle_number).toMatchObject({ code: 'similarDuring', params: { field: 'Vehicle Number', others: 'SAME-VEHICLE-1 (01/04/2025 – 31/03/2026)' } });
    expect(warned.body.similar).toEqual({
      field: 'vehicle_number',
      records: [{ id: first.body._id, name: 'SAME-VEHICLE-1', from: '2025-04-01', to: '2026-03-31' }],
    });
    expect(await policiesOf('KA05MN4321')).toEqual(['SAME-VEHICLE-1']);

    const confirmed = await api.post('/motor-policy', again, CONFIRMED);
    expect(confirmed.status).toBe(201);
    expect(await policiesOf('KA05MN4321')).toEqual(['SAME-VEHICLE-1', 'SAME-VEHICLE-2']);

    // Saved anyway once, the policy is not warned of again when another of its fields changes...
    expect((await api.patch(`/motor-policy/${confirmed.body._id}`, { customer_name: 'Meena Rao' })).status).toBe(200);
    // ...but is when its dates move onto another policy's.
    const moved = await api.patch(`/motor-policy/${first.body._id}`, { end_date: '2026-04-30' });
    expect(moved.status).toBe(409);
    expect(moved.body.similar.records.map((record: { name: string }) => record.name)).toEqual(['SAME-VEHICLE-2']);
  });

  it('does not warn of the next year of the same vehicle, nor of vehicles not registered yet', async () => {
    const vehicle = { vehicle_number: 'TN09AB1111' };
    expect((await api.post('/motor-policy', samplePolicy({ ...vehicle, start_date: '2024-04-01', end_date: '2025-03-31' }))).status).toBe(201);
    expect((await api.post('/motor-policy', samplePolicy({ ...vehicle, start_date: '2025-04-01', end_date: '2026-03-31' }))).status).toBe(201);
    const unregistered = { vehicle_number: 'NEW', start_date: '2025-04-01', end_date: '2026-03-31' };
    expect((await api.post('/motor-policy', samplePolicy(unregistered))).status).toBe(201);
    expect((await api.post('/motor-policy', samplePolicy(unregistered))).status).toBe(201);
  });

  it('warns of a company with the name or e-mail of another, whatever the case', async () => {
    const company = { name: 'Kaveri General Insurance', email: 'claims@kaveri.in', mobile: '9876543210', address: 'MG Road', city: 'Bengaluru', pincode: '560001', state: 'Karnataka', partnerType: 'Corporate' };
    const first = await api.post('/company', company);
    expect(first.status).toBe(201);

    const sameName = await api.post('/company', { ...company, name: 'KAVERI general insurance', email: 'desk@kaveri.in' });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toEqual(['"name" Another company has this Company Name: Kaveri General Insurance']);
    expect(sameName.body.similar).toEqual({ field: 'name', records: [{ id: first.body._id, name: 'Kaveri General Insurance' }] });

    const sameEmail = await api.post('/company', { ...company, name: 'Kaveri Motor Insurance', email: 'CLAIMS@kaveri.in' });
    expect(sameEmail.status).toBe(409);
    expect(Object.keys(sameEmail.body.codes)).toEqual(['email']);

    expect((await api.post('/company', { ...company, name: 'KAVERI general insurance', email: 'desk@kaveri.in' }, CONFIRMED)).status).toBe(201);
  });

  it("warns of a partner with another's PAN, though PANs are stored encrypted", async () => {
    const partner = { name: 'Shree Datta Insurance Point', phone: '9876512340', email: 'datta@partners.in', city: 'Satara', pincode: '415001', partnerType: 'Type 1', pan: 'AFGPK4321M' };
    const first = await api.post('/partner', partner);
    expect(first.status).toBe(201);
    // The same last four characters, another PAN: not warned of.
    expect((await api.post('/partner', { ...partner, name: 'Other Point', phone: '9876512341', email: 'other@partners.in', pan: 'BQRPK4321M' })).status).toBe(201);

    const samePan = await api.post('/partner', { ...partner, name: 'Datta Insurance', phone: '9876512342', email: 'desk@datta.in', pan: 'afgpk 4321 m' });
    expect(samePan.status).toBe(409);
    expect(samePan.body.message).toEqual(['"pan" Another partner has this PAN: Shree Datta Insurance Point']);
    expect(samePan.body.similar.records).toEqual([{ id: first.body._id, name: 'Shree Datta Insurance Point' }]);
  });

  it('refuses an imported row resembling a policy in the book with the same warning, or imports it when the person chooses', async () => {
    const period = { start_date: '2025-06-01', end_date: '2026-05-31' };
    expect((await api.post('/motor-policy', samplePolicy({ policy_number: 'IN-BOOK-1', vehicle_number: 'DL3CAB0001', ...period }))).status).toBe(201);
    const rows = [samplePolicy({ policy_number: 'IMPORTED-1', vehicle_number: 'DL 3C AB 0001', ...period }), samplePolicy({ policy_number: 'IMPORTED-2' })];
    const upload = await api.post('/motor-policy/imports', csvForm(rows));
    expect(upload.status).toBe(201);
    const { id, mapping } = upload.body;

    expect((await api.post(`/motor-policy/imports/${id}/check`, { mapping, onExisting: 'skip' })).status).toBe(202);
    const checked = await finished(api, '/motor-policy', id);
    expect(checked).toMatchObject({ created: 1, refused: 1, onSimilar: 'refuse' });
    expect(checked.refusals).toEqual([
      {
        row: 2,
        problems: { vehicle_number: 'Another policy has this Vehicle Number for overlapping dates: IN-BOOK-1 (01/06/2025 – 31/05/2026)' },
        codes: { vehicle_number: expect.objectContaining({ code: 'similarDuring' }) },
      },
    ]);

    expect((await api.post(`/motor-policy/imports/${id}/run`, { mapping, onExisting: 'skip', onSimilar: 'import' })).status).toBe(202);
    expect(await finished(api, '/motor-policy', id)).toMatchObject({ created: 2, refused: 0, onSimilar: 'import' });
    expect(await policiesOf('DL3CAB0001')).toEqual(['IMPORTED-1', 'IN-BOOK-1']);
  });
});
