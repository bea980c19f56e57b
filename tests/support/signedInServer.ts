import { afterAll, beforeAll } from 'vitest';
import { ApiClient } from './apiClient';
import { startTestServer, type DatabaseKind, type TestServer } from './testServer';

/**
 * A real server for the tests of one describe block, with its first account (the administrator)
 * signed up; read `server` and `api` inside the tests.
 */
export function serveSignedIn(target: { database: DatabaseKind; postgresUrl?: string }, email: string, password?: string) {
  const context = {} as { server: TestServer; api: ApiClient };
  beforeAll(async () => {
    context.server = await startTestServer(target);
    context.api = new ApiClient(context.server.url);
    await context.api.signUp(email, password);
  });
  afterAll(() => context.server?.close());
  return context;
}
