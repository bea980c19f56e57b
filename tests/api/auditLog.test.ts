import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../resources/core/indianIds';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';
import { settledExtraction, uploadForm } from '../support/uploads';

const aadhaar = (first11: string) => first11 + verhoeffCheckDigit(first11);
const FIRST = aadhaar('49871234567');
/** Another valid Aadhaar number with the same last four digits as FIRST: the masks are equal, the change must still show. */
function sameLastFour(): string {
  for (let prefix = 59871230; ; prefix++) {
    const first11 = `${prefix}${FIRST.slice(8, 11)}`;
    if (verhoeffCheckDigit(first11) === FIRST[11]) return aadhaar(first11);
  }
}
const SECOND = sameLastFour();

const partner = { name: 'Audit Partner', phone: '9876543210', partnerType: 'Type 1', active: true, aadhar: FIRST };

describe.each(testDatabases())('the audit trail on $database', (target) => {
  const context = serveSignedIn(target, 'admin@audit.in');
  let admin: ApiClient;
  beforeAll(() => {
    admin = context.api;
  });

  const history = async (resource: string, id: string) => (await admin.get(`/audit-log/${resource}/${id}`)).body.data;

  it('records who created, changed and deleted a record, and what changed, with personal data masked', async () => {
    const created = await admin.post('/partner', partner);
    expect(created.status).toBe(201);
    const id = created.body._id;
    expect((await admin.patch(`/partner/${id}`, { phone: '9876500000' })).status).toBe(200);
    expect((await admin.patch(`/partner/${id}`, { phone: '9876500000' })).status).toBe(200);
    expect((await admin.post('/partner', { ...partner, phone: 'not a phone' })).status).toBe(400);
    expect((await admin.delete(`/partner/${id}`)).status).toBe(200);

    const entries = await history('partners', id);
    // Newest first; the update that changed nothing left no entry; the refused create left none.
    expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['delete', 'update', 'create']);
    const [removed, updated, made] = entries;
    expect(made).toMatchObject({ accountEmail: 'admin@audit.in', resource: 'partners', recordId: id, createdAt: expect.stringMatching(/^\d{4}-/) });
    expect(made.changes.name).toEqual([null, 'Audit Partner']);
    expect(made.changes.aadhar).toEqual([null, `XXXX-XXXX-${FIRST.slice(-4)}`]);
    expect(updated.changes).toEqual({ phone: ['9876543210', '9876500000'] });
    expect(removed.changes.phone).toEqual(['9876500000', null]);
    expect(JSON.stringify(entries)).not.toContain(FIRST);
  });

  it('shows a retyped personal number as changed, masked on both sides', async () => {
    const created = await admin.post('/partner', { ...partner, phone: '9876511111' });
    expect((await admin.patch(`/partner/${created.body._id}`, { aadhar: SECOND })).status).toBe(200);
    const [updated] = await history('partners', created.body._id);
    expect(updated.changes).toEqual({ aadhar: [`XXXX-XXXX-${FIRST.slice(-4)}`, `XXXX-XXXX-${SECOND.slice(-4)}`] });
    expect(JSON.stringify(updated)).not.toContain(SECOND);
  });

  it('records each record of a bulk change, and what staff corrected of an extraction when converting it', async () => {
    const ids: string[] = [];
    for (const number of ['AUD-1', 'AUD-2']) ids.push((await admin.post('/motor-policy', samplePolicy({ policy_number: number }))).body._id);
    expect((await admin.post('/motor-policy/bulk-update', { ids, data: { broker_name: 'Kavach Broking' } })).status).toBe(200);
    for (const id of ids) {
      const [bulk] = await history('motorPolicies', id);
      expect(bulk).toMatchObject({ action: 'update', changes: { broker_name: ['Suraksha Insurance Brokers Pvt. Ltd.', 'Kavach Broking'] } });
    }

    const form = uploadForm(fs.readFileSync(path.resolve('tests/fixtures/policy-pdfs/sections-01.pdf')), 'audit.pdf');
    const uploaded = (await admin.post('/pdf-extraction/extract-fields-queue', form)).body.data;
    const output = await settledExtraction(admin, uploaded._id);
    const payload: Record<string, unknown> = { ...output.extractedFields, extractionId: output._id, customer_name: 'Corrected Name' };
    for (const name of ['commission_receivable_od', 'commission_receivable_tp', 'commission_payable_od', 'commission_payable_tp']) payload[name] = 1;
    expect((await admin.post('/motor-policy', payload)).status).toBe(201);
    const [converted, made] = await history('extractionOutputs', output._id);
    expect(made.action).toBe('create');
    expect(converted).toMatchObject({ action: 'convert', changes: { customer_name: [output.extractedFields.customer_name, 'Corrected Name'] } });
  });

  it('lists the whole trail with filters for administrators only; staff see the history of records they may see', async () => {
    const deletes = await admin.get('/audit-log?action=delete&resource=partners&page=1&limit=10');
    expect(deletes.body.meta.total).toBe(1);
    expect(deletes.body.data[0].action).toBe('delete');
    const mine = await admin.get('/audit-log?accountEmail=admin@audit.in&limit=100');
    expect(mine.body.meta.total).toBeGreaterThan(5);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await admin.get(`/audit-log?from=${today}&to=${today}`)).body.meta.total).toBe(mine.body.meta.total);
    expect((await admin.get('/audit-log?from=2020-01-01&to=2020-01-31')).body.meta.total).toBe(0);
    expect((await admin.get('/audit-log?action=explode')).status).toBe(400);

    const staff = new ApiClient(context.server.url);
    await staff.signUp('staff@audit.in');
    const accounts = await admin.get('/users?page=1&limit=10&search=staff@audit');
    await admin.patch(`/users/${accounts.body.data[0]._id}`, { role: 'staff' });
    expect((await staff.get('/audit-log')).status).toBe(403);
    const policy = (await admin.get('/motor-policy?page=1&limit=1')).body.data[0];
    expect((await staff.get(`/audit-log/motorPolicies/${policy._id}`)).status).toBe(200);
    expect((await staff.get(`/audit-log/accounts/${accounts.body.data[0]._id}`)).status).toBe(403);
    // The role change itself is in the trail.
    const [granted] = await history('accounts', accounts.body.data[0]._id);
    expect(granted.changes.role).toEqual([null, 'staff']);
  });
});
