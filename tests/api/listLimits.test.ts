/**
 * No list answers more than one page: without paging parameters a list is the spec's plain array,
 * cut at MAX_PAGE_SIZE records with the full count in X-Total-Count, and a larger page size is
 * refused. The CSV download is the way to get every record.
 */
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../../server/routes/listQuery';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

const POLICIES = MAX_PAGE_SIZE + 5;

describe.each(testDatabases())('list limits on $database', (target) => {
  const context = serveSignedIn(target, 'admin@limits.in');

  it(`answers a list asked without paging with at most ${MAX_PAGE_SIZE} records and says how many match`, { timeout: 120_000 }, async () => {
    const { api, server } = context;
    for (let start = 0; start < POLICIES; start += 25) {
      const batch = Array.from({ length: Math.min(25, POLICIES - start) }, (_, index) => api.post('/motor-policy', samplePolicy({ policy_number: `LIMIT-${start + index}` })));
      expect((await Promise.all(batch)).map((created) => created.status)).toEqual(Array(batch.length).fill(201));
    }

    const response = await fetch(`${server.url}/api/motor-policy`, { headers: { Authorization: `Bearer ${api.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(POLICIES));
    const records = (await response.json()) as unknown[];
    expect(records).toHaveLength(MAX_PAGE_SIZE);

    expect((await api.get(`/motor-policy?page=1&limit=${MAX_PAGE_SIZE + 1}`)).status).toBe(400);
    const lastPage = await api.get(`/motor-policy?page=2&limit=${MAX_PAGE_SIZE}`);
    expect(lastPage.body.data).toHaveLength(POLICIES - MAX_PAGE_SIZE);

    const csv = await fetch(`${server.url}/api/motor-policy/download-csv`, { headers: { Authorization: `Bearer ${api.token}` } });
    expect((await csv.text()).trim().split('\n')).toHaveLength(POLICIES + 1);
  });
});
