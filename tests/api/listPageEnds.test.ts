/**
 * Next page, through the list route: each page of a sorted list starts where the route remembers the
 * page before it ended, and the pages, asked in turn, hold every policy once, in the order of one
 * page holding them all, whether the sort's empty values come first or last and after a write.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

const POLICIES = 40;
const LIMIT = 7;

describe.each(testDatabases())('pages asked in turn on $database', (target) => {
  const context = serveSignedIn(target, 'admin@pages.in');

  it('hold every policy once, in the order of one whole page, in any sort and after a write', { timeout: 120_000 }, async () => {
    const { api } = context;
    const names = ['Anand', 'Bela', 'Chitra', 'Dev', 'Esha'];
    for (let start = 0; start < POLICIES; start += 10) {
      const batch = Array.from({ length: 10 }, (_, offset) => {
        const index = start + offset;
        // Equal names and premiums (ties broken by id), and some policies with no broker name.
        return api.post('/motor-policy', samplePolicy({ policy_number: `TURN-${index}`, customer_name: names[index % 5], total_premium: 10000 + (index % 3), broker_name: index % 4 ? `Broker ${index % 6}` : null }));
      });
      expect((await Promise.all(batch)).map((created) => created.status)).toEqual(Array(10).fill(201));
    }
    const idsOf = (response: { body: { data: { _id: string }[] } }) => response.body.data.map((record) => record._id);
    const inTurn = async (sort: string, order: string) => {
      const ids: string[] = [];
      for (let page = 1; page <= Math.ceil(POLICIES / LIMIT); page++) ids.push(...idsOf(await api.get(`/motor-policy?page=${page}&limit=${LIMIT}&sort=${sort}&order=${order}`)));
      return ids;
    };
    const whole = async (sort: string, order: string) => idsOf(await api.get(`/motor-policy?page=1&limit=100&sort=${sort}&order=${order}`));

    for (const [sort, order] of [['customer_name', 'asc'], ['broker_name', 'asc'], ['broker_name', 'desc'], ['total_premium', 'desc'], ['createdAt', 'desc']]) {
      const expected = await whole(sort, order);
      expect(expected).toHaveLength(POLICIES);
      expect(await inTurn(sort, order), `${sort} ${order}`).toEqual(expected);
    }
    // A write moves a policy from the first page to the last: the pages remembered before it are not used.
    const first = (await api.get(`/motor-policy?page=1&limit=${LIMIT}&sort=customer_name&order=asc`)).body.data[0];
    expect((await api.patch(`/motor-policy/${first._id}`, { customer_name: 'Zoya' })).status).toBe(200);
    const afterWrite = await inTurn('customer_name', 'asc');
    expect(afterWrite).toEqual(await whole('customer_name', 'asc'));
    expect(afterWrite.at(-1)).toBe(first._id);
  });
});
