import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';

const partner = (index: number, city: string) => ({
  name: `Bulk Partner ${index}`,
  code: `BULK-${index}`,
  phone: `98765${String(index).padStart(5, '0')}`,
  email: `bulk${index}@partners.in`,
  city,
  partnerType: 'Type 1',
  active: true,
  rm: 'Anita Desai',
});

describe.each(testDatabases())('bulk changes across pages, and their undo, on $database', (target) => {
  const context = serveSignedIn(target, 'admin@bulk.in');
  let api: ApiClient;
  beforeAll(() => {
    api = context.api;
  });

  it('changes every record the filter matches when the count is the one the person saw, and undoes it', async () => {
    for (let index = 0; index < 7; index++) expect((await api.post('/partner', partner(index, index < 5 ? 'Nashik' : 'Nagpur'))).status).toBe(201);
    const stale = await api.post('/partner/bulk-update', { filter: { city: 'Nashik' }, count: 4, data: { rm: 'Kiran Rao' } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('5 partners match the search and filters now, not 4: look at them again before changing them.');

    const changed = await api.post('/partner/bulk-update', { filter: { city: 'Nashik' }, count: 5, data: { rm: 'Kiran Rao' } });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ updated: 5, undo: expect.any(String) });
    const inNashik = async () => (await api.get('/partner?page=1&limit=50&city=Nashik')).body.data.map((record: any) => record.rm);
    expect(await inNashik()).toEqual(Array(5).fill('Kiran Rao'));
    expect((await api.get('/partner?page=1&limit=50&city=Nagpur')).body.data.map((record: any) => record.rm)).toEqual(['Anita Desai', 'Anita Desai']);

    // One of them changed by hand since: the undo leaves it as it is now.
    const edited = (await api.get('/partner?page=1&limit=1&search=BULK-0')).body.data[0];
    expect((await api.patch(`/partner/${edited._id}`, { rm: 'Someone Else' })).status).toBe(200);
    const undone = await api.post(`/partner/bulk-update/${changed.body.undo}/undo`);
    expect(undone.body).toEqual({ restored: 4, changedSince: 1 });
    expect((await inNashik()).sort()).toEqual(['Anita Desai', 'Anita Desai', 'Anita Desai', 'Anita Desai', 'Someone Else']);
    const again = await api.post(`/partner/bulk-update/${changed.body.undo}/undo`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This change has been undone already.');
    const history = await api.get(`/audit-log?recordId=${(await api.get('/partner?page=1&limit=1&search=BULK-1')).body.data[0]._id}&action=update`);
    expect(history.body.data.map((entry: any) => entry.changes.rm)).toEqual([['Kiran Rao', 'Anita Desai'], ['Anita Desai', 'Kiran Rao']]);
  });

  it('recomputes derived values of each policy on the change and on its undo, and checks every record like a single edit', async () => {
    for (let index = 0; index < 3; index++) await api.post('/motor-policy', samplePolicy({ policy_number: `BULKPOL-${index}`, commission_receivable_od: 10 }));
    const payins = async () => (await api.get('/motor-policy?page=1&limit=50&search=BULKPOL')).body.data.map((policy: any) => policy.payin).sort();
    const before = await payins();
    const changed = await api.post('/motor-policy/bulk-update', { filter: { q: 'BULKPOL' }, count: 3, data: { commission_receivable_od: 20 } });
    expect(changed.body.updated).toBe(3);
    expect((await payins()).every((payin: number, index: number) => payin > before[index])).toBe(true);
    expect((await api.post(`/motor-policy/bulk-update/${changed.body.undo}/undo`)).body).toEqual({ restored: 3, changedSince: 0 });
    expect(await payins()).toEqual(before);

    const broken = await api.post('/motor-policy/bulk-update', { filter: { q: 'BULKPOL' }, count: 3, data: { end_date: '2000-01-01' } });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toEqual(['"end_date" End date cannot be before the start date']);
  });
});
