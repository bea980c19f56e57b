/**
 * What the panel relies on from the company API. Runs against the real server
 * (tests/api/companyContract.test.ts) and against the msw stand-in (tests/component), so the fast
 * component tests can never drift from the real API.
 */
import { expect, it } from 'vitest';

export interface ContractApi {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
}

const company = (name: string, email: string) => ({
  name,
  address: '12 MG Road',
  city: 'Pune',
  pincode: '411001',
  state: 'Maharashtra',
  mobile: '9876543210',
  email,
  partnerType: 'Broker',
});

export function companyApiContract(api: () => ContractApi) {
  it('creates a company and answers it with _id and createdAt', async () => {
    const created = await api().call('POST', '/api/company', company('Contract Alpha', 'alpha@contract.in'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...company('Contract Alpha', 'alpha@contract.in'), zone: null, logo: null });
    expect(typeof created.body._id).toBe('string');
    expect(typeof created.body.createdAt).toBe('string');
  });

  it('answers invalid input with 400, "field" messages and the codes of those a field kind words', async () => {
    const response = await api().call('POST', '/api/company', { ...company('ab', 'x'), pincode: '1', city: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: [
        '"name" Company name must be at least 3 characters long.',
        '"city" City is required',
        '"pincode" Pincode must be 6 digits',
        '"email" Please enter a valid email address.',
      ],
      codes: { city: { code: 'required', params: { field: 'City' } } },
    });
  });

  it('pages with data and meta, and searches name or e-mail case-insensitively', async () => {
    await api().call('POST', '/api/company', company('Contract Beta', 'beta@contract.in'));
    const page = await api().call('GET', '/api/company?page=1&limit=1&search=CONTRACT');
    expect(page.status).toBe(200);
    expect(page.body.meta).toMatchObject({ total: 2, totalPages: 2 });
    expect(page.body.data).toHaveLength(1);
    expect(page.body.data[0].name).toBe('Contract Beta');
    const byEmail = await api().call('GET', '/api/company?page=1&limit=10&search=ALPHA@');
    expect(byEmail.body.data.map((c: { name: string }) => c.name)).toEqual(['Contract Alpha']);
  });

  it('answers the plain array without paging parameters', async () => {
    const all = await api().call('GET', '/api/company');
    expect(Array.isArray(all.body)).toBe(true);
  });

  it('deletes and then answers 404 for the id', async () => {
    const created = await api().call('POST', '/api/company', company('Contract Gamma', 'gamma@contract.in'));
    expect((await api().call('DELETE', `/api/company/${created.body._id}`)).status).toBe(200);
    expect((await api().call('GET', `/api/company/${created.body._id}`)).status).toBe(404);
  });
}
