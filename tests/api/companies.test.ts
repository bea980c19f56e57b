import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, samplePng } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { serveSignedIn } from '../support/signedInServer';
import type { TestServer } from '../support/testServer';

const valid = {
  name: 'Acme Insurance Brokers',
  address: '12 MG Road, Camp',
  city: 'Pune',
  pincode: '411001',
  state: 'Maharashtra',
  mobile: '9876543210',
  email: 'ops@acme.in',
  partnerType: 'Broker',
};

function companyForm(fields: Record<string, string>, logo?: { contents: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (logo) form.append('logo', new Blob([new Uint8Array(logo.contents)], { type: logo.type }), logo.name);
  return form;
}

const storedFiles = (server: TestServer) => {
  const dir = path.join(server.dataDir, 'files', 'images');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe.each(testDatabases())('companies on $database', (target) => {
  const context = serveSignedIn(target, 'admin@brokerage.in');
  let server: TestServer;
  let api: ApiClient;
  beforeAll(() => {
    ({ server, api } = context);
  });

  it('creates a company from multipart with a logo, stores the logo and serves it', async () => {
    const created = await api.post('/company', companyForm(valid, { contents: samplePng(), name: 'logo.png', type: 'image/png' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...valid, zone: null });
    expect(created.body._id).toBeTruthy();
    expect(created.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(created.body.logo).toMatch(/^\/api\/files\/images\/[0-9a-f-]{36}\.png$/);

    const logo = await fetch(`${server.url}${created.body.logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(logo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await logo.arrayBuffer()).equals(samplePng())).toBe(true);

    const fetched = await api.get(`/company/${created.body._id}`);
    expect(fetched.body).toEqual(created.body);
  });

  it('downloads the companies matching the search as companies.csv', async () => {
    await api.post('/company', { ...valid, name: 'Csv Export Insurers', email: 'csv@insurers.in', city: 'Nashik' });
    const csv = await api.get('/company/download-csv?search=csv%20export');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="companies.csv"');
    const lines = (csv.body as string).replace(/^\ufeff/, '').trim().split('\n');
    expect(lines[0]).toBe('_id,name,address,city,pincode,state,zone,mobile,email,partnerType,logo,createdAt,updatedAt');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Csv Export Insurers"');
  });

  it('accepts JSON without a logo and trims text', async () => {
    const created = await api.post('/company', { ...valid, name: '  Bharat Aggregators  ', email: 'hi@bharat.in', partnerType: 'Aggregator', zone: 'West' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Bharat Aggregators', zone: 'West', logo: null });
  });

  it('answers bad input with 400 and the spec messages, one per field, and stores nothing', async () => {
    const before = await api.get('/company');
    const response = await api.post('/company', { name: 'ab', email: 'nope', mobile: '98765', pincode: '4110', partnerType: 'Insurer' });
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual([
      '"name" Company name must be at least 3 characters long.',
      '"address" Address is required',
      '"city" City is required',
      '"pincode" Pincode must be 6 digits',
      '"state" State is required',
      '"mobile" Mobile number must be 10 digits',
      '"email" Please enter a valid email address.',
      '"partnerType" Partner Type must be one of Broker, Agent, Corporate, Aggregator',
    ]);
    // Beside each message a field kind words, its code and parameters, for a client to say it in its language.
    expect(response.body.codes).toEqual({
      address: { code: 'required', params: { field: 'Address' } },
      city: { code: 'required', params: { field: 'City' } },
      state: { code: 'required', params: { field: 'State' } },
      partnerType: { code: 'oneOf', params: { field: 'Partner Type', choices: 'Broker, Agent, Corporate, Aggregator' } },
    });
    expect((await api.get('/company')).body).toHaveLength(before.body.length);
  });

  it('refuses a logo that is not really an image, or over 2 MB, with the spec messages', async () => {
    const before = storedFiles(server).length;
    const fake = await api.post('/company', companyForm(valid, { contents: Buffer.from('%PDF-1.7 not an image'), name: 'logo.png', type: 'image/png' }));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toEqual(['"logo" Please upload a valid image file']);

    const big = Buffer.concat([samplePng(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await api.post('/company', companyForm(valid, { contents: big, name: 'big.png', type: 'image/png' }));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toEqual(['"logo" Logo size should not exceed 2MB']);
    expect(storedFiles(server).length).toBe(before);
  });

  it('accepts an SVG logo and serves it sandboxed', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const created = await api.post('/company', companyForm({ ...valid, name: 'Vector Corp', email: 'vector-corp@insurers.in' }, { contents: svg, name: 'v.svg', type: 'image/svg+xml' }));
    expect(created.status).toBe(201);
    const served = await fetch(`${server.url}${created.body.logo}`);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('lists as a plain array without paging and as data + meta with it, searching name or e-mail case-insensitively', async () => {
    const all = await api.get('/company');
    expect(Array.isArray(all.body)).toBe(true);

    const byName = await api.get('/company?page=1&limit=10&search=ACME%20INS');
    expect(byName.body.meta).toMatchObject({ total: 1, totalPages: 1 });
    expect(byName.body.data[0].name).toBe('Acme Insurance Brokers');

    const byEmail = await api.get('/company?page=1&limit=10&search=BHARAT.IN');
    expect(byEmail.body.data.map((c: { name: string }) => c.name)).toEqual(['Bharat Aggregators']);

    const wildcard = await api.get('/company?page=1&limit=10&search=%25');
    expect(wildcard.body.meta.total).toBe(0);

    const paged = await api.get('/company?page=2&limit=1&sort=name&order=asc');
    expect(paged.body.meta).toMatchObject({ total: all.body.length, totalPages: all.body.length });
    expect(paged.body.data).toHaveLength(1);

    expect((await api.get('/company?sort=password')).status).toBe(400);
  });

  it('updates with PATCH (multipart or JSON), validating the merged record, and replaces the logo file', async () => {
    const created = await api.post('/company', companyForm({ ...valid, name: 'Patch Me Ltd', email: 'patch-me-ltd@insurers.in' }, { contents: samplePng(), name: 'a.png', type: 'image/png' }));
    const oldLogo = path.basename(created.body.logo);

    const invalid = await api.patch(`/company/${created.body._id}`, { mobile: '12' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toEqual(['"mobile" Mobile number must be 10 digits']);

    const renamed = await api.patch(`/company/${created.body._id}`, { name: 'Patched Ltd', _id: 'ignored' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: created.body._id, name: 'Patched Ltd', city: 'Pune', logo: created.body.logo });

    const relogo = await api.patch(`/company/${created.body._id}`, companyForm({ city: 'Mumbai' }, { contents: samplePng(), name: 'b.png', type: 'image/png' }));
    expect(relogo.status).toBe(200);
    expect(relogo.body.city).toBe('Mumbai');
    expect(relogo.body.logo).not.toBe(created.body.logo);
    expect(storedFiles(server)).not.toContain(oldLogo);

    const cleared = await api.patch(`/company/${created.body._id}`, { logo: null });
    expect(cleared.body.logo).toBeNull();
  });

  it('deletes one company, and several at once, and answers 404 for unknown ids', async () => {
    const one = await api.post('/company', { ...valid, name: 'Delete One', email: 'delete-one@insurers.in' });
    const two = await api.post('/company', { ...valid, name: 'Delete Two', email: 'delete-two@insurers.in' });
    const three = await api.post('/company', { ...valid, name: 'Delete Three', email: 'delete-three@insurers.in' });

    expect((await api.delete(`/company/${one.body._id}`)).status).toBe(200);
    expect((await api.get(`/company/${one.body._id}`)).status).toBe(404);
    expect((await api.delete(`/company/${one.body._id}`)).status).toBe(404);

    const bulk = await api.post('/company/bulk-delete', { ids: [two.body._id, three.body._id] });
    expect(bulk.body).toMatchObject({ deleted: 2 });
    expect((await api.get('/company?page=1&limit=10&search=Delete')).body.meta.total).toBe(0);
  });

  it('updates several companies at once with validated values', async () => {
    const a = await api.post('/company', { ...valid, name: 'Bulk A', email: 'bulk-a@insurers.in' });
    const b = await api.post('/company', { ...valid, name: 'Bulk B', email: 'bulk-b@insurers.in' });
    const bad = await api.post('/company/bulk-update', { ids: [a.body._id], data: { partnerType: 'Nope' } });
    expect(bad.status).toBe(400);
    const ok = await api.post('/company/bulk-update', { ids: [a.body._id, b.body._id], data: { partnerType: 'Corporate' } });
    expect(ok.body.updated).toBe(2);
    expect((await api.get(`/company/${b.body._id}`)).body.partnerType).toBe('Corporate');
  });
});
