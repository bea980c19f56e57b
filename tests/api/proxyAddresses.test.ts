/**
 * Behind a reverse proxy the per-address login limit must count the client the proxy saw, not an
 * address the client wrote into X-Forwarded-For itself. The test's requests stand in for the
 * proxy (127.0.0.1) forwarding one client, 203.0.113.9, which made up a different address each time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/testServer';

const LIMIT = 5;

describe.each(testDatabases())('trusted proxies on $database', (target) => {
  for (const trustProxy of ['1', '127.0.0.1', 'true']) {
    describe(`TRUST_PROXY=${trustProxy}`, () => {
      let server: TestServer;
      beforeAll(async () => {
        server = await startTestServer({ ...target, env: { TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT: String(LIMIT) } });
      });
      afterAll(() => server?.close());

      const loginFrom = (forwardedFor: string) =>
        fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
          body: JSON.stringify({ email: 'nobody@proxy.in', password: 'wrong-pass' }),
        });

      it('rate-limits one client whatever addresses it makes up', async () => {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < LIMIT + 3; attempt++) statuses.push((await loginFrom(`198.51.100.${attempt}, 203.0.113.9`)).status);
        expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
        expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
      });

      it('still tells two real clients apart', async () => {
        const other = await loginFrom('203.0.113.77');
        expect(other.status).toBe(401);
      });
    });
  }
});
