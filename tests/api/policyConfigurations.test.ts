import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { serveSignedIn } from '../support/signedInServer';
import { schedulePdf } from '../support/schedulePdf';
import { oddLayoutConfiguration, oddLayoutSchedule } from '../fixtures/configured/oddLayout';
import { settledExtraction, uploadForm } from '../support/uploads';

type Row = { key: string; label: string; value: string };

function setupForm(options: { name?: string; fields?: Row[] | string; pdf?: Uint8Array | Buffer; pdfName?: string }) {
  const form = new FormData();
  if (options.name !== undefined) form.append('name', options.name);
  if (options.fields !== undefined) form.append('fields', typeof options.fields === 'string' ? options.fields : JSON.stringify(options.fields));
  if (options.pdf) form.append('samplePdf', new Blob([new Uint8Array(options.pdf)], { type: 'application/pdf' }), options.pdfName ?? 'sample.pdf');
  return form;
}

describe.each(testDatabases())('motor policy configurations on $database', (target) => {
  const context = serveSignedIn(target, 'admin@config.in');
  let api: ApiClient;
  let sample: Uint8Array;
  beforeAll(async () => {
    api = context.api;
    sample = await schedulePdf(oddLayoutSchedule(0).pages);
  });

  it('creates a configuration from a sample, tells which values it found, and reads that layout from then on', async () => {
    const rows = [...oddLayoutConfiguration(), { key: 'insurer', label: 'Insurer', value: 'Not On This Page Ltd.' }];
    const created = await api.post('/setup-configuration', setupForm({ name: 'Sundarban Mutual', fields: rows, pdf: sample, pdfName: 'sundarban.pdf' }));
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Motor Policy Configuration created successfully!');
    expect(created.body.data).toMatchObject({ name: 'Sundarban Mutual', samplePdfName: 'sundarban.pdf', fields: rows });
    expect(created.body.data.sampleReport.missing).toEqual(['insurer']);
    expect(created.body.data.sampleReport.found).toContain('chassisNumber');

    const list = await api.get('/policy-configurations?page=1&limit=10&search=sundarban');
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data[0]._id).toBe(created.body.data._id);
    const pdf = await fetch(`${context.server.url}/api/policy-configurations/${created.body.data._id}/pdf`, { headers: { Authorization: `Bearer ${api.token}` } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');

    // Another document of the layout, uploaded for extraction, is read with the configuration.
    const { pages, expected, other } = oddLayoutSchedule(2);
    const queued = await api.post('/pdf-extraction/extract-fields-queue', uploadForm(await schedulePdf(pages), 'odd.pdf'));
    const done = await settledExtraction(api, queued.body.data._id);
    expect(done).toMatchObject({ status: 'Success', configurationName: 'Sundarban Mutual', otherFields: other });
    expect(done.extractedFields).toMatchObject(expected);

    // Fixing a row learns again; the report follows.
    const fixed = rows.slice(0, -1);
    const updated = await api.patch(`/policy-configurations/${created.body.data._id}`, { name: 'Sundarban Mutual (v2)', fields: fixed });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Sundarban Mutual (v2)', sampleReport: { missing: [] } });

    const removed = await api.delete(`/policy-configurations/${created.body.data._id}`);
    expect(removed.status).toBe(200);
    expect((await api.get(`/policy-configurations/${created.body.data._id}`)).status).toBe(404);
    const gone = await fetch(`${context.server.url}/api/policy-configurations/${created.body.data._id}/pdf`, { headers: { Authorization: `Bearer ${api.token}` } });
    expect(gone.status).toBe(404);
  });

  it('checks a sample before saving: each key found once, found in several places (and which one is taken), or not found', async () => {
    const page = await schedulePdf([
      [
        { text: 'Tapti General Insurance Ltd.', x: 40, y: 30, size: 14, bold: true },
        { text: 'Policy No. :', x: 40, y: 80 },
        { text: 'TGI/2025/000981', x: 180, y: 80 },
        { text: 'Policy Period :', x: 40, y: 96 },
        { text: '01/04/2025 to 31/03/2026', x: 180, y: 96 },
        { text: 'OD Cover :', x: 40, y: 112 },
        { text: '01/04/2025 to 31/03/2026', x: 180, y: 112 },
      ],
    ]);
    const rows: Row[] = [
      { key: 'policyNumber', label: 'Policy No.', value: 'TGI/2025/000981' },
      { key: 'start_date', label: 'From', value: '2025-04-01' },
      { key: 'insurer', label: 'Insurer', value: 'Tapti General Insurance Co.' },
    ];
    const checked = await api.post('/setup-configuration/check', setupForm({ fields: rows, pdf: page }));
    expect(checked.status).toBe(200);
    const report = checked.body.data.sampleReport;
    expect(report.found).toEqual(['policyNumber']);
    expect(report.missing).toEqual(['insurer']);
    expect(report.ambiguous).toEqual([
      { key: 'start_date', chosen: 0, places: [expect.objectContaining({ label: 'Policy Period', page: 1 }), expect.objectContaining({ label: 'OD Cover', page: 1 })] },
    ]);
    // Checking stores nothing; saving with a choice takes that place.
    expect((await api.get('/policy-configurations?page=1&limit=10')).body.meta.total).toBe(0);
    const form = setupForm({ name: 'Tapti', fields: rows, pdf: page });
    form.append('choices', JSON.stringify({ start_date: 1 }));
    const created = await api.post('/setup-configuration', form);
    expect(created.status).toBe(200);
    expect(created.body.data.sampleReport.ambiguous[0]).toMatchObject({ key: 'start_date', chosen: 1 });
    expect(created.body.data.learned.rules.find((rule: { key: string }) => rule.key === 'start_date')).toMatchObject({ label: 'OD Cover' });

    const badChoice = setupForm({ name: 'Tapti', fields: rows, pdf: page });
    badChoice.append('choices', '{"start_date": "first"}');
    expect((await api.post('/setup-configuration', badChoice)).body.message).toBe('Each choice must be the number of one of the places found.');
  });

  it('refuses a missing or non-PDF sample, empty cells, malformed fields and a missing name, storing nothing', async () => {
    const before = (await api.get('/policy-configurations?page=1&limit=10')).body.meta.total;
    const rows = oddLayoutConfiguration().slice(0, 3);
    const noPdf = await api.post('/setup-configuration', setupForm({ name: 'A', fields: rows }));
    expect(noPdf.status).toBe(400);
    expect([noPdf.body.message, noPdf.body.code]).toEqual(['Please choose a sample PDF.', 'chooseSample']);

    const notPdf = await api.post('/setup-configuration', setupForm({ name: 'A', fields: rows, pdf: Buffer.from('<html></html>'), pdfName: 'x.pdf' }));
    expect(notPdf.status).toBe(400);
    expect([notPdf.body.message, notPdf.body.code]).toEqual(['The sample must be a PDF file.', 'sampleNotPdf']);

    const emptyCell = await api.post('/setup-configuration', setupForm({ name: 'A', fields: [{ key: 'policyNumber', label: '', value: 'X' }], pdf: sample }));
    expect(emptyCell.status).toBe(400);
    expect(emptyCell.body.message).toEqual(['"fields" Row 1: Label is required']);

    const malformed = await api.post('/setup-configuration', setupForm({ name: 'A', fields: '[{"key": "policyNumber",', pdf: sample }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(['"fields" Fields must be a list of rows']);

    const noRows = await api.post('/setup-configuration', setupForm({ name: 'A', fields: [], pdf: sample }));
    expect(noRows.body.message).toEqual(['"fields" Fields needs at least one row']);

    const noName = await api.post('/setup-configuration', setupForm({ fields: rows, pdf: sample }));
    expect(noName.body.message).toEqual(['"name" Name is required']);

    const list = await api.get('/policy-configurations?page=1&limit=10');
    expect(list.body.meta.total).toBe(before);
  });

  it('needs a signed-in account', async () => {
    const anonymous = new ApiClient(context.server.url);
    expect((await anonymous.post('/setup-configuration', setupForm({ name: 'A', fields: [], pdf: sample }))).status).toBe(401);
    expect((await anonymous.get('/policy-configurations')).status).toBe(401);
  });
});
