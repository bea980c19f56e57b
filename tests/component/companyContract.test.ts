import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe } from 'vitest';
import { companyApiContract } from '../contract/companyApi.contract';
import { createCompanyApi } from '../support/mswCompanyApi';

const companyApi = createCompanyApi('http://localhost');
const server = setupServer(...companyApi.handlers);

describe('company API contract on the msw stand-in', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  companyApiContract(() => ({
    async call(method, path, body) {
      const response = await fetch(`http://localhost${path}`, {
        method,
        headers: body ? { 'Content-Type': 'application/json' } : undefined,
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    },
  }));
});
