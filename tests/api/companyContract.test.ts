import { afterAll, beforeAll, describe } from 'vitest';
import { companyApiContract } from '../contract/companyApi.contract';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/testServer';

describe.each(testDatabases())('company API contract on the real server ($database)', (target) => {
  let server: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(target);
    client = new ApiClient(server.url);
    await client.signUp('contract@brokerage.in');
  });
  afterAll(() => server?.close());

  companyApiContract(() => ({
    call: (method, path, body) => client.request(method, path.replace(/^\/api/, ''), body),
  }));
});
