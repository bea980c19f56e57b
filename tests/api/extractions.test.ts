import fs from 'node:fs';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { serveSignedIn } from '../support/signedInServer';
import { scanOf } from '../support/scanOf';
import { startTestServer, type TestServer } from '../support/testServer';
import { settledExtraction, TEST_COMMISSIONS, uploadForm } from '../support/uploads';
import { finishExtraction } from '../../server/jobs/extractionQueue';
import { reviewDefaults, toCamelCasePayload } from '../../resources/extractionOutputs/policyPayload';

const FIXTURES = path.resolve('tests/fixtures/policy-pdfs');
const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));
const expectedOf = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name.replace('.pdf', '.json')), 'utf8')).expected;

/** A PNG chunk: length, type, data and its CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The camelCase payload the review dialog posts (spec section 3). */
const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe.each(testDatabases())('policy PDF upload and extraction on $database', (target) => {
  const context = serveSignedIn(target, 'admin@extract.in');
  let api: ApiClient;
  beforeAll(() => {
    api = context.api;
  });

  it('queues an upload, reads it in the background and lists it with its fields', async () => {
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('kvTwoColumn-02.pdf'), 'two column schedule.pdf'));
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.message).toBe('Policy uploaded successfully!');
    expect(uploaded.body.data).toMatchObject({ fileName: 'two column schedule.pdf', status: 'queued', processedAt: null, commission_receivable_tp: 2.5 });

    const done = await settledExtraction(api, uploaded.body.data._id);
    expect(done.status).toBe('Success');
    expect(done.processedAt).toEqual(expect.any(String));
    expect(done.extractedFields).toMatchObject(expectedOf('kvTwoColumn-02.pdf'));
    expect(done.needsReview).toBe(false);
    expect(done.confidence.policy_number).toBeGreaterThanOrEqual(0.9);
    expect(done.confidence.total_premium).toBeGreaterThan(0.95);

    const list = await api.get('/pdf-extraction/get-extraction-outputs?status=&page=1&limit=50&search=two%20column');
    expect(list.status).toBe(200);
    expect(list.body.meta).toMatchObject({ total: 1, totalPages: 1 });
    expect(list.body.data[0]).toMatchObject({ _id: done._id, fileName: 'two column schedule.pdf', status: 'Success' });
    expect((await api.get('/pdf-extraction/get-extraction-outputs?status=failed&page=1&limit=50')).body.data).toEqual([]);

    const pdf = await fetch(`${context.server.url}/api/pdf-extraction/outputs/${done._id}/pdf`, { headers: { Authorization: `Bearer ${api.token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(fixture('kvTwoColumn-02.pdf'))).toBe(true);
  });

  it('converts a reviewed extraction into a motor policy once, with payin and payout from its commissions', async () => {
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('sections-01.pdf')));
    const done = await settledExtraction(api, uploaded.body.data._id);
    const payload: Record<string, unknown> = { extractionId: done._id };
    for (const [field, value] of Object.entries(done.extractedFields)) payload[camel(field)] = value;
    for (const field of Object.keys(TEST_COMMISSIONS)) payload[field] = done[field];
    payload.customerName = 'Bakula Mehra (corrected)';

    const created = await api.post('/motor-policy', payload);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ policy_number: 'OG-25-8733-9244-82239268', customer_name: 'Bakula Mehra (corrected)', commission_receivable_od: 15 });
    // OD base 11,237.91 × 15 % + TP base 3,741 × 2.5 % = 1,685.69 + 93.53
    expect(created.body.payin).toBe(1779.21);

    const converted = await api.get(`/pdf-extraction/outputs/${done._id}`);
    expect(converted.body).toMatchObject({ status: 'converted', policyId: created.body._id });
    const again = await api.post('/motor-policy', payload);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This extraction has already been converted to a policy.');

    // The same schedule uploaded again: its policy number is taken, and the upload stays to be reviewed.
    const copy = await settledExtraction(api, (await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('sections-01.pdf')))).body.data._id);
    const duplicate = await api.post('/motor-policy', { ...payload, extractionId: copy._id });
    expect([duplicate.status, duplicate.body.message]).toEqual([409, ['"policy_number" Policy Number is already used by another policy']]);
    expect((await api.get(`/pdf-extraction/outputs/${copy._id}`)).body).toMatchObject({ status: 'Success', policyId: null });
  });

  it('converts an extraction saved twice at once into one policy: the other save is told it was taken', async () => {
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('gridTable-01.pdf')));
    const done = await settledExtraction(api, uploaded.body.data._id);
    const payload: Record<string, unknown> = { extractionId: done._id, policyNumber: 'TWICE-AT-ONCE-1' };
    for (const [field, value] of Object.entries(done.extractedFields)) payload[camel(field)] ??= value;
    for (const field of Object.keys(TEST_COMMISSIONS)) payload[field] = done[field];
    payload.policyNumber = 'TWICE-AT-ONCE-1';
    const saves = await Promise.all([api.post('/motor-policy', payload), api.post('/motor-policy', payload)]);
    expect(saves.map((save) => save.status).sort()).toEqual([201, 409]);
    const policies = await api.get('/motor-policy?page=1&limit=10&search=TWICE-AT-ONCE-1');
    expect(policies.body.meta.total).toBe(1);
    expect((await api.get(`/pdf-extraction/outputs/${done._id}`)).body).toMatchObject({ status: 'converted', policyId: policies.body.data[0]._id });
  });

  it('releases the extraction when the policy is refused', async () => {
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('kvTwoColumn-02.pdf')));
    const done = await settledExtraction(api, uploaded.body.data._id);
    const refused = await api.post('/motor-policy', { extractionId: done._id, policyNumber: 'X-1' });
    expect(refused.status).toBe(400);
    expect((await api.get(`/pdf-extraction/outputs/${done._id}`)).body).toMatchObject({ status: 'Success', policyId: null });
  });

  it('reads a photo of a schedule by OCR, keeps it as a PDF and asks for a review', async () => {
    const photo = await scanOf(new Uint8Array(fixture('premiumTable-01.pdf')), { dpi: 200, as: 'jpeg' });
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(photo, 'photo.jpg', TEST_COMMISSIONS, 'image/jpeg'));
    expect(uploaded.status).toBe(201);
    const done = await settledExtraction(api, uploaded.body.data._id, 60_000);
    expect(done.status).toBe('Success');
    expect(done.extractedFields).toMatchObject({ policy_number: '231176380932', total_premium: 13973.44 });
    expect(done.needsReview).toBe(true);
    expect(done.reviewReasons[0]).toMatchObject({ code: 'ocr', message: expect.stringMatching(/^Read by OCR from a scan/) });

    const pdf = await fetch(`${context.server.url}/api/pdf-extraction/outputs/${done._id}/pdf`, { headers: { Authorization: `Bearer ${api.token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('filename="photo.pdf"');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    const brokenPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    const refused = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(brokenPng, 'broken.png', TEST_COMMISSIONS, 'image/png'));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The image could not be read: upload a JPG or PNG that opens on your computer.');
  });

  it('refuses a photo of more pixels than can be decoded by its header alone, answering others meanwhile', async () => {
    // A real 16000 × 16000 PNG of one colour: 775 kB that would decode to a gigabyte.
    const rows = Buffer.alloc(16000 * (16000 * 3 + 1));
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', Buffer.from([0, 0, 0x3e, 0x80, 0, 0, 0x3e, 0x80, 8, 2, 0, 0, 0])),
      pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const [refused, meanwhile] = await Promise.all([
      api.post('/pdf-extraction/extract-fields-queue', uploadForm(png, 'huge.png', TEST_COMMISSIONS, 'image/png')),
      api.get('/pdf-extraction/get-extraction-outputs?page=1&limit=1'),
    ]);
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'The image is 16,000 × 16,000 pixels; at most 50 megapixels can be read. Upload a smaller photo, or a scan at 300 dpi.',
    ]);
    expect(meanwhile.status).toBe(200);
  });

  it('refuses what is not a PDF, files over 10 MB and missing or negative commissions', async () => {
    const notPdf = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(Buffer.from('<html>not a pdf</html>'), 'fake.pdf'));
    expect(notPdf.status).toBe(400);
    expect([notPdf.body.message, notPdf.body.code]).toEqual(['The file must be a PDF, JPG or PNG.', 'uploadFileKind']);

    const huge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]);
    const tooLarge = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(huge));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe('The PDF is larger than 10 MB.');

    const noFile = new FormData();
    for (const [name, value] of Object.entries(TEST_COMMISSIONS)) noFile.append(name, value);
    expect((await api.post('/pdf-extraction/extract-fields-queue', noFile)).body.message).toBe('Please choose a PDF file to upload.');

    const { commission_payable_tp: _missing, ...three } = TEST_COMMISSIONS;
    const missing = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('gridTable-02.pdf'), 'a.pdf', { ...three, commission_payable_od: '-1' }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toEqual([
      '"commission_payable_od" Commission Payable OD (%) must be at least 0',
      '"commission_payable_tp" Commission Payable TP (%) is required',
    ]);
    const all = await api.get('/pdf-extraction/get-extraction-outputs?status=&page=1&limit=100&search=a.pdf');
    expect(all.body.data).toEqual([]);
  });

  it('takes the partner who brought an upload, checked to exist, and names them on the policy created from it', async () => {
    const partner = (await api.post('/partner', { name: 'Shree Ganesh Insurance Point', phone: '9876543219', partnerType: 'Type 1', active: true })).body;
    const unknown = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('kvTwoColumn-02.pdf'), 'b.pdf', { ...TEST_COMMISSIONS, partner: 'no-such-partner' }));
    expect([unknown.status, unknown.body.message]).toEqual([400, ['"partner" Partner must be an existing partner']]);

    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('kvTwoColumn-02.pdf'), 'brought.pdf', { ...TEST_COMMISSIONS, partner: partner._id }));
    expect([uploaded.status, uploaded.body.data.partner]).toEqual([201, partner._id]);
    const done = await settledExtraction(api, uploaded.body.data._id);
    // Saved as the review dialog and 'Create policies' save it.
    const created = await api.post('/motor-policy', { ...toCamelCasePayload(reviewDefaults({ ...done.extractedFields, ...expectedOf('kvTwoColumn-02.pdf') }), done), extractionId: done._id });
    expect([created.status, created.body.message]).toEqual([201, undefined]);
    expect(created.body).toMatchObject({ policy_number: expectedOf('kvTwoColumn-02.pdf').policy_number, partner: partner._id, commission_receivable_od: done.commission_receivable_od });
  });

  it('fails a broken PDF alone, with a readable remark', async () => {
    const broken = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage');
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(broken, 'broken.pdf'));
    const failed = await settledExtraction(api, uploaded.body.data._id);
    expect(failed.status).toBe('failed');
    expect(failed.remark).toMatch(/^The PDF could not be read|^No text could be read/);
    expect(failed.processedAt).toEqual(expect.any(String));

    const next = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('premiumTable-01.pdf')));
    expect((await settledExtraction(api, next.body.data._id)).status).toBe('Success');
  });

  it('needs a signed-in account', async () => {
    const anonymous = new ApiClient(context.server.url);
    expect((await anonymous.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('gridTable-01.pdf')))).status).toBe(401);
    expect((await anonymous.get('/pdf-extraction/get-extraction-outputs?page=1&limit=10')).status).toBe(401);
  });
});

describe.each(testDatabases())('the extraction queue on $database', (target) => {
  let servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.reverse()) await server.close();
    servers = [];
  });

  it('finishes a job queued before a restart', async () => {
    // No worker in the first server: the job stays queued when it stops.
    const first = await startTestServer({ ...target, env: { EXTRACTION_WORKERS: '0' } });
    servers.push(first);
    const api = new ApiClient(first.url);
    await api.signUp('admin@queue.in');
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('kvTwoColumn-01.pdf')));
    expect(uploaded.body.data.status).toBe('queued');
    await first.app.close();

    // A second server on the same database and files picks it up.
    const second = await startTestServer({ ...target, reuse: first, env: { EXTRACTION_POLL_MS: '50' } });
    servers.push(second);
    const again = new ApiClient(second.url, api.token);
    expect((await settledExtraction(again, uploaded.body.data._id)).status).toBe('Success');
  });

  it('refuses a PDF of thousands of pages before reading any, without trying again', async () => {
    const server = await startTestServer({ ...target, env: { EXTRACTION_POLL_MS: '50' } });
    servers.push(server);
    const api = new ApiClient(server.url);
    await api.signUp('admin@pages.in');
    const book = await PDFDocument.create();
    for (let page = 0; page < 2000; page++) book.addPage([200, 200]);
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(Buffer.from(await book.save()), 'book.pdf'));
    const failed = await settledExtraction(api, uploaded.body.data._id, 30_000);
    expect(failed).toMatchObject({ status: 'failed', remark: "This PDF has 2,000 pages; a policy schedule has at most 100. Upload the schedule's own pages." });
    const job = await server.app.db.selectFrom('extraction_jobs').selectAll().where('id', '=', failed._id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('fails a document that needs more memory than allowed at the first attempt: another would need as much', async () => {
    const server = await startTestServer({ ...target, env: { EXTRACTION_MEMORY_MB: '4', EXTRACTION_MAX_ATTEMPTS: '3', EXTRACTION_POLL_MS: '50' } });
    servers.push(server);
    const api = new ApiClient(server.url);
    await api.signUp('admin@memory.in');
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('sections-01.pdf')));
    const failed = await settledExtraction(api, uploaded.body.data._id, 30_000);
    expect(failed).toMatchObject({ status: 'failed', remark: 'Reading the PDF needed more than 4 MB of memory.' });
    const job = await server.app.db.selectFrom('extraction_jobs').selectAll().where('id', '=', failed._id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('stops a document that takes too long and fails it after the bounded attempts', async () => {
    const server = await startTestServer({ ...target, env: { EXTRACTION_TIMEOUT_MS: '1', EXTRACTION_MAX_ATTEMPTS: '2', EXTRACTION_POLL_MS: '50' } });
    servers.push(server);
    const api = new ApiClient(server.url);
    await api.signUp('admin@slow.in');
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('sections-02.pdf')));
    const failed = await settledExtraction(api, uploaded.body.data._id, 30_000);
    expect(failed).toMatchObject({ status: 'failed', remark: 'Reading the PDF took longer than 1 ms.' });
    const job = await server.app.db.selectFrom('extraction_jobs').selectAll().where('id', '=', failed._id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ state: 'failed', attempts: 2 });
  });
});

describe.each(testDatabases())('deleting an extraction while a worker finishes it on $database', (target) => {
  const context = serveSignedIn(target, 'admin@race.in');

  it('waits for the worker instead of deadlocking: both the result and the delete go through', async () => {
    const { server, api } = context;
    const uploaded = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(fixture('kvTwoColumn-01.pdf')));
    await settledExtraction(api, uploaded.body.data._id);
    const id = uploaded.body.data._id as string;
    const workerId = 'test-worker';
    await server.app.db.updateTable('extraction_jobs').set({ state: 'running', lockedBy: workerId }).where('id', '=', id).execute();

    // The worker's settle, paused between its two writes while the delete arrives.
    let deleted: Promise<Response> | undefined;
    await server.app.db.transaction().execute(async (trx) => {
      expect(await finishExtraction(trx, { id, attempts: 1 }, workerId, { state: 'done' })).toBe(true);
      deleted = fetch(`${server.url}/api/pdf-extraction/outputs/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${api.token}` } });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx.updateTable('extraction_outputs').set({ remark: 'read again' }).where('id', '=', id).execute();
    });
    expect((await deleted!).status).toBe(200);
    expect((await api.get(`/pdf-extraction/outputs/${id}`)).status).toBe(404);
  });
});
