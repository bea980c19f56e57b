/**
 * A resource added as an administrator would, by its declaration alone (tests/fixtures/declared):
 * the real server makes its table, answers its API with the declaration's validation, and checks
 * its reference to a company both ways. On both databases.
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

      const acme = (await api.post('/company', company)).body;
      const saved = await api.post('/field-visit', { ...visit, company: acme._id });
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ customer: 'Kavya Menon', company: acme._id, premium: 12345.5, followUp: true });
      const listed = await api.get('/field-visit?page=1&limit=10&sort=premium&order=desc');
      expect(listed.body.meta.total).toBe(1);

      const kept = await api.delete(`/company/${acme._id}`);
      expect([kept.status, kept.body.message]).toEqual([409, 'This company is the company of 1 field visit: change or delete it first.']);
      expect((await api.patch(`/field-visit/${saved.body._id}`, { company: null })).status).toBe(200);
      expect((await api.delete(`/company/${acme._id}`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
