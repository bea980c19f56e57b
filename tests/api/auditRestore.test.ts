/**
 * A recorded change put back from the audit log (POST /audit-log/{id}/restore): the fields it wrote
 * go back where the record still holds them, through the record's own update, audited; a field
 * changed since is left. On both databases.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases';
import { serveSignedIn } from '../support/signedInServer';

const company = {
  name: 'Restore Insurers',
  address: '12 MG Road, Camp',
  city: 'Pune',
  pincode: '411001',
  state: 'Maharashtra',
  mobile: '9876543210',
  email: 'ops@restore.in',
  partnerType: 'Broker',
};

describe.each(testDatabases())('putting a change back on $database', (target) => {
  const context = serveSignedIn(target, 'admin@restore.in');

  /** The newest recorded change of a company. */
  const latestChange = async (id: string) => (await context.api.get(`/audit-log?resource=companies&recordId=${id}&action=update`)).body.data[0];

  it('puts back the fields a change wrote, as a new audited change, leaving a field changed since', async () => {
    const { api } = context;
    const created = await api.post('/company', company);
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect((await api.patch(`/company/${id}`, { city: 'Nagpur', zone: 'West' })).status).toBe(200);
    const change = await latestChange(id);
    expect((await api.patch(`/company/${id}`, { zone: 'Central' })).status).toBe(200);

    const restored = await api.post(`/audit-log/${change._id}/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ restored: ['city'], changedSince: ['zone'], leftOut: [] });
    expect((await api.get(`/company/${id}`)).body).toMatchObject({ city: 'Pune', zone: 'Central' });
    expect((await latestChange(id)).changes).toEqual({ city: ['Nagpur', 'Pune'] });

    // Put back once, nothing of it is left to put back.
    const again = await api.post(`/audit-log/${change._id}/restore`, {});
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'nothingToRestore', message: 'Nothing to put back: every field of this change has changed since or cannot be put back.' });
  });

  it("answers the record's own refusal as it gave it, and goes ahead when a look-alike is confirmed", async () => {
    const { api } = context;
    const created = await api.post('/company', { ...company, name: 'Shared Name Insurers', email: 'ops@shared.in', mobile: '9876543212' });
    const id = created.body._id;
    expect((await api.patch(`/company/${id}`, { name: 'Renamed Insurers' })).status).toBe(200);
    const change = await latestChange(id);
    // Another company takes the old name meanwhile.
    expect((await api.post('/company', { ...company, name: 'Shared Name Insurers', email: 'ops@other.in', mobile: '9876543213' })).status).toBe(201);

    const warned = await api.post(`/audit-log/${change._id}/restore`, {});
    expect(warned.status).toBe(409);
    expect(warned.body.similar).toBeDefined();
    expect(warned.body.codes?.name?.code).toBe('similar');
    const confirmed = await api.post(`/audit-log/${change._id}/restore`, {}, { 'Save-Similar': 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect((await api.get(`/company/${id}`)).body.name).toBe('Shared Name Insurers');
  });

  it('refuses what is not a change, and a change of a record deleted since', async () => {
    const { api } = context;
    const created = await api.post('/company', { ...company, name: 'Gone Insurers', email: 'ops@gone.in', mobile: '9876543211' });
    const id = created.body._id;
    const creation = (await api.get(`/audit-log?resource=companies&recordId=${id}&action=create`)).body.data[0];
    expect((await api.post(`/audit-log/${creation._id}/restore`, {})).body.message).toBe('Only a change to a record can be put back.');

    expect((await api.patch(`/company/${id}`, { city: 'Nashik' })).status).toBe(200);
    const change = await latestChange(id);
    expect((await api.delete(`/company/${id}`)).status).toBe(200);
    const gone = await api.post(`/audit-log/${change._id}/restore`, {});
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ code: 'restoreRecordGone', message: 'This record no longer exists.' });
    expect((await api.post('/audit-log/no-such-change/restore', {})).status).toBe(404);
  });
});
