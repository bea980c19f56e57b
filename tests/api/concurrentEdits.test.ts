import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

describe.each(testDatabases())('edits made from a stale copy on $database', (target) => {
  const context = serveSignedIn(target, 'admin@versions.in');
  let api: ApiClient;
  beforeAll(() => {
    api = context.api;
  });

  const patch = (id: string, body: unknown, ifMatch?: string) =>
    fetch(`${context.server.url}/api/motor-policy/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json', ...(ifMatch ? { 'If-Match': ifMatch } : {}) },
      body: JSON.stringify(body),
    });

  it('refuses a save based on a version someone else has changed since, and accepts the current one', async () => {
    const loaded = (await api.post('/motor-policy', samplePolicy({ policy_number: 'VER-1' }))).body;
    const first = await patch(loaded._id, { broker_name: 'First' }, `"${loaded.updatedAt}"`);
    expect(first.status).toBe(200);
    const current = await first.json();
    expect(current.updatedAt > loaded.updatedAt).toBe(true);

    const stale = await patch(loaded._id, { broker_name: 'Second' }, `"${loaded.updatedAt}"`);
    expect(stale.status).toBe(409);
    expect((await api.get(`/motor-policy/${loaded._id}`)).body.broker_name).toBe('First');

    expect((await patch(loaded._id, { broker_name: 'Second' }, `"${current.updatedAt}"`)).status).toBe(200);
    // Without If-Match (API clients that do not lock), the last write wins as before.
    expect((await patch(loaded._id, { broker_name: 'Third' })).status).toBe(200);
    expect((await patch(loaded._id, { broker_name: 'x' }, '"not a version"')).status).toBe(400);
  });
});
