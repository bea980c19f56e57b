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
    // Said in English, with the code a client says it from in the user's language.
    expect(await stale.json()).toMatchObject({
      message: 'This record was changed by someone else since you opened it. Reload it and make your change again.',
      code: 'staleEdit',
      params: {},
    });
    expect((await api.get(`/motor-policy/${loaded._id}`)).body.broker_name).toBe('First');

    expect((await patch(loaded._id, { broker_name: 'Second' }, `"${current.updatedAt}"`)).status).toBe(200);
    // Without If-Match (API clients that do not lock), the last write wins as before.
    expect((await patch(loaded._id, { broker_name: 'Third' })).status).toBe(200);
    expect((await patch(loaded._id, { broker_name: 'x' }, '"not a version"')).status).toBe(400);
  });

  it('keeps both of two simultaneous edits of different fields, and recomputes from the row as it stands', async () => {
    for (let round = 0; round < 10; round++) {
      const policy = (await api.post('/motor-policy', samplePolicy({ policy_number: `BOTH-${round}` }))).body;
      const [broker, commission] = await Promise.all([patch(policy._id, { broker_name: `Broker ${round}` }), patch(policy._id, { commission_receivable_od: 20 })]);
      expect([broker.status, commission.status]).toEqual([200, 200]);
      const stored = (await api.get(`/motor-policy/${policy._id}`)).body;
      // OD 8,425.90 × 20 % + TP 3,416 × 2.5 % = 1,685.18 + 85.40
      expect(stored).toMatchObject({ broker_name: `Broker ${round}`, commission_receivable_od: 20, payin: 1770.58 });
    }
  });

  it('sends the version to edit from as an ETag on reads and edits', async () => {
    const policy = (await api.post('/motor-policy', samplePolicy({ policy_number: 'ETAG-1' }))).body;
    const read = await api.get(`/motor-policy/${policy._id}`);
    expect(read.headers.get('etag')).toBe(`"${read.body.updatedAt}"`);
    const edited = await patch(policy._id, { broker_name: 'Tagged' }, read.headers.get('etag')!);
    expect(edited.status).toBe(200);
    expect(edited.headers.get('etag')).toBe(`"${(await edited.json()).updatedAt}"`);
    expect((await patch(policy._id, { broker_name: 'Stale' }, read.headers.get('etag')!)).status).toBe(409);
  });
});
