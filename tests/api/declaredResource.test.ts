/**
 * A resource added as an administrator would, by its declaration alone (tests/fixtures/declared):
 * the real server makes its table, answers its API with the declaration's validation in
 * ra-data-simple-rest's dialect, and checks its reference to a company both ways. On both databases.
 */
import { describe, expect, it } from 'vitest';
import { fieldVisitDeclaration } from '../fixtures/declared/fieldVisits';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { startTestServer } from '../support/testServer';

const company = { name: 'Acme Insurance Brokers', address: '12 MG Road, Camp', city: 'Pune', pincode: '411001', state: 'Maharashtra', mobile: '9876543210', email: 'ops@acme.in', partnerType: 'Broker' };
const visit = { customer: 'Kavya Menon', outcome: 'Quoted', premium: '12,345.50', visitedOn: '2026-04-01', followUp: true };

describe.each(testDatabases())('a resource declared in one file on $database', (target) => {
  it('is stored, validated and answered from its declaration, and its reference is checked both ways', async () => {
    const server = await startTestServer({ ...target, declarations: [fieldVisitDeclaration] });
    try {
      const api = new ApiClient(server.url);
      await api.signUp('admin@declared.in');

      const refused = await api.post('/field-visit', { outcome: 'Maybe', visitedOn: '2026-13-01', company: 'no-such-company' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toEqual([
        '"customer" Customer is required',
        '"outcome" Outcome must be one of Quoted, Sold, Lost',
        '"visitedOn" Visited On must be a valid date (YYYY-MM-DD or DD/MM/YYYY)',
      ]);
      const unknownCompany = await api.post('/field-visit', { ...visit, company: 'no-such-company' });
      expect([unknownCompany.status, unknownCompany.body.message]).toEqual([400, ['"company" Company must be an existing company']]);
      expect(unknownCompany.body.codes).toEqual({ company: { code: 'existingRecord', params: { field: 'Company', record: 'company' } } });

      const acme = (await api.post('/company', company)).body;
      const saved = await api.post('/field-visit', { ...visit, company: acme._id });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ customer: 'Kavya Menon', company: acme._id, premium: 12345.5, followUp: true });
      expect(saved.body.id).toEqual(expect.any(String));
      await api.post('/field-visit', { ...visit, customer: 'Arjun Rao', outcome: 'Sold', premium: 999 });

      // The list as ra-data-simple-rest asks for it: sort, range and filter as JSON, the total in Content-Range.
      const listQuery = (sort: unknown, range: unknown, filter: unknown) =>
        `/field-visit?${new URLSearchParams({ sort: JSON.stringify(sort), range: JSON.stringify(range), filter: JSON.stringify(filter) })}`;
      const listed = await api.get(listQuery(['premium', 'DESC'], [0, 9], {}));
      expect([listed.status, listed.headers.get('content-range')]).toEqual([200, 'field-visit 0-1/2']);
      expect(listed.body.map((row: { customer: string }) => row.customer)).toEqual(['Kavya Menon', 'Arjun Rao']);
      const searched = await api.get(listQuery(['id', 'ASC'], [0, 9], { outcome: 'Quoted', premium_max: 'ignored' }));
      expect([searched.headers.get('content-range'), searched.body[0]?.customer]).toEqual(['field-visit 0-0/1', 'Kavya Menon']);
      const byIds = await api.get(`/field-visit?${new URLSearchParams({ filter: JSON.stringify({ id: [saved.body.id] }) })}`);
      expect(byIds.body.map((row: { id: string }) => row.id)).toEqual([saved.body.id]);
      expect((await api.get(listQuery(['premium', 'DESC'], [3, 9], {}))).status).toBe(400);

      // An update is a PUT of the whole record, as the provider sends it; fields it does not know are dropped.
      const updated = await api.put(`/field-visit/${saved.body.id}`, { ...saved.body, outcome: 'Lost' });
      expect([updated.status, updated.body.outcome, updated.body.id]).toEqual([200, 'Lost', saved.body.id]);
      expect((await api.get(`/field-visit/${saved.body.id}`)).body.outcome).toBe('Lost');

      // Its history, as any record's, and a change put back from it.
      const history = await api.get(`/audit-log/${fieldVisitDeclaration.name}/${saved.body.id}?limit=10`);
      expect(history.status).toBe(200);
      const change = history.body.data.find((entry: { action: string }) => entry.action === 'update');
      const restored = await api.post(`/audit-log/${change._id}/restore`, {});
      expect([restored.status, restored.body.restored]).toEqual([200, ['outcome']]);
      expect((await api.get(`/field-visit/${saved.body.id}`)).body.outcome).toBe('Quoted');

      const kept = await api.delete(`/company/${acme._id}`);
      expect([kept.status, kept.body.message]).toEqual([409, 'This company is the company of 1 field visit: change or delete it first.']);
      expect((await api.put(`/field-visit/${saved.body.id}`, { company: null })).status).toBe(200);
      expect((await api.delete(`/company/${acme._id}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
