import { describe } from 'vitest';
import { companyApiContract } from '../contract/companyApi.contract';
import { testDatabases } from '../support/databases';
import { serveSignedIn } from '../support/signedInServer';

describe.each(testDatabases())('company API contract on the real server ($database)', (target) => {
  const context = serveSignedIn(target, 'contract@brokerage.in');
  companyApiContract(() => ({
    call: (method, path, body) => context.api.request(method, path.replace(/^\/api/, ''), body),
  }));
});
