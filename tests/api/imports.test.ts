import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { fileForm, finished } from '../support/importRuns';
import { samplePolicy } from '../support/policies';
import { type ServerProcess, startServerProcess } from '../support/serverProcess';
import { serveSignedIn } from '../support/signedInServer';
import { createPostgresDatabase } from '../support/testServer';

/** Policies as a brokerage's spreadsheet has them: some columns in insurers' MIS wordings. */
function policySheet(policies: Record<string, unknown>[]) {
  const renamed: Record<string, string> = { policy_number: 'Policy No.', customer_name: 'Insured Name', vehicle_number: 'Regn. No', total_premium: 'Gross Premium' };
  return Papa.unparse(policies.map((policy) => Object.fromEntries(Object.entries(policy).map(([name, value]) => [renamed[name] ?? name, value]))));
}

describe.each(testDatabases())('import from CSV and Excel on $database', (target) => {
  const context = serveSignedIn(target, 'admin@imports.in');
  let api: ApiClient;
  beforeAll(() => {
    api = context.api;
  });

  it('maps the columns, checks every row, imports the valid ones and reports the refused ones', async () => {
    const policies = Array.from({ length: 8 }, (_, index) => samplePolicy({ policy_number: `IMP/2026/${index + 1}`, customer_name: `Customer ${index + 1}` }));
    policies[2].customer_phone = '12345';
    policies[4].end_date = '2020-01-01';
    policies.push({ ...policies[0], customer_name: 'Same number again' });
    const upload = await api.post('/motor-policy/imports', fileForm(policySheet(policies), 'book.csv'));
    expect(upload.status).toBe(201);
    const { id, columns, mapping } = upload.body;
    const mapped = Object.fromEntries(columns.map((column: string, index: number) => [column, mapping[index]]));
    expect(mapped).toMatchObject({ 'Policy No.': 'policy_number', 'Insured Name': 'customer_name', 'Regn. No': 'vehicle_number', 'Gross Premium': 'total_premium', make: 'make' });
    expect(upload.body.sample).toHaveLength(5);

    expect((await api.post(`/motor-policy/imports/${id}/check`, { mapping, onExisting: 'skip' })).status).toBe(202);
    const checked = await finished(api, '/motor-policy', id);
    expect(checked).toMatchObject({ phase: 'check', state: 'done', totalRows: 9, rowsDone: 9, created: 6, refused: 3 });
    expect(checked.refusals).toEqual([
      { row: 4, problems: { customer_phone: 'Phone number must be a 10-digit mobile number' }, codes: {} },
      { row: 6, problems: { end_date: 'End date cannot be before the start date' }, codes: {} },
      { row: 10, problems: { policy_number: 'Policy Number IMP/2026/1 is on row 2 of this file too' }, codes: {} },
    ]);
    const none = await api.get('/motor-policy?page=1&limit=10&search=IMP/2026');
    expect(none.body, JSON.stringify(none.body)).toHaveProperty('meta');
    expect(none.body.meta.total).toBe(0);

    expect((await api.post(`/motor-policy/imports/${id}/run`, { mapping, onExisting: 'skip' })).status).toBe(202);
    const imported = await finished(api, '/motor-policy', id);
    expect(imported).toMatchObject({ phase: 'import', state: 'done', created: 6, refused: 3 });
    const list = await api.get('/motor-policy?page=1&search=IMP/2026&limit=50');
    expect(list.body.meta.total).toBe(6);
    expect(list.body.data.find((policy: any) => policy.policy_number === 'IMP/2026/2')).toMatchObject({ customer_name: 'Customer 2', payin: expect.any(Number) });

    const report = await api.get(`/motor-policy/imports/${id}/report`);
    expect(report.headers.get('content-disposition')).toContain('book-refused.csv');
    const lines = Papa.parse<string[]>(report.body.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(lines[0][0]).toBe('Row');
    expect(lines.map((line) => [line[0], line.at(-1)])).toEqual([
      ['Row', 'Problems'],
      ['4', 'Phone Number: Phone number must be a 10-digit mobile number'],
      ['6', 'End Date: End date cannot be before the start date'],
      ['10', 'Policy Number: Policy Number IMP/2026/1 is on row 2 of this file too'],
    ]);

    const audit = await api.get(`/audit-log?action=import&recordId=${id}`);
    expect(audit.body.data[0]).toMatchObject({ resource: 'motorPolicies', action: 'import', changes: { created: [null, 6], refused: [null, 3] } });
    expect((await api.post(`/motor-policy/imports/${id}/run`, { mapping, onExisting: 'skip' })).status).toBe(409);
  });

  it('imports the same file again without duplicates: skipping the rows already in, or updating them', async () => {
    const policies = [samplePolicy({ policy_number: 'REIMP-1' }), samplePolicy({ policy_number: 'REIMP-2' })];
    const first = await api.post('/motor-policy/imports', fileForm(policySheet(policies), 'again.csv'));
    await api.post(`/motor-policy/imports/${first.body.id}/run`, { mapping: first.body.mapping, onExisting: 'skip' });
    expect(await finished(api, '/motor-policy', first.body.id)).toMatchObject({ created: 2 });

    const skipping = await api.post('/motor-policy/imports', fileForm(policySheet(policies), 'again.csv'));
    await api.post(`/motor-policy/imports/${skipping.body.id}/run`, { mapping: skipping.body.mapping, onExisting: 'skip' });
    expect(await finished(api, '/motor-policy', skipping.body.id)).toMatchObject({ created: 0, updated: 0, skipped: 2 });

    // Printed differently ("reimp 2"), the number is the same policy's.
    const changed = [policies[0], { ...policies[1], policy_number: 'reimp 2', customer_name: 'Corrected Name' }];
    const updating = await api.post('/motor-policy/imports', fileForm(policySheet(changed), 'again.csv'));
    await api.post(`/motor-policy/imports/${updating.body.id}/run`, { mapping: updating.body.mapping, onExisting: 'update' });
    expect(await finished(api, '/motor-policy', updating.body.id)).toMatchObject({ created: 0, updated: 1, skipped: 1 });
    const list = await api.get('/motor-policy?page=1&search=REIMP&limit=50');
    expect(list.body.meta.total).toBe(2);
    const corrected = list.body.data.find((policy: any) => policy.policy_number === 'REIMP-2');
    expect(corrected.customer_name).toBe('Corrected Name');
    const history = await api.get(`/audit-log?recordId=${corrected._id}&action=update`);
    expect(history.body.data[0].changes.customer_name).toEqual(['Bhagavaan Gill', 'Corrected Name']);
  });

  it('reads an Excel sheet: dates, numbers, and an insurer named by its company name', async () => {
    const company = await api.post('/company', {
      name: 'Kaveri General Insurance',
      address: '1 MG Road',
      city: 'Bengaluru',
      pincode: '560001',
      state: 'Karnataka',
      mobile: '9876543210',
      email: 'kaveri@insurer.in',
      partnerType: 'Corporate',
    });
    expect(company.status).toBe(201);
    const policy = samplePolicy({ policy_number: 'XLSX-1' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Policies');
    const names = Object.keys(policy);
    sheet.addRow([...names, 'Insurance Company']);
    const dated = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : value);
    sheet.addRow([...names.map((name) => dated(policy[name])), 'kaveri general insurance']);
    const file = new Uint8Array(await workbook.xlsx.writeBuffer());
    const upload = await api.post('/motor-policy/imports', fileForm(file, 'mis.xlsx'));
    expect(upload.status).toBe(201);
    expect(upload.body.mapping.at(-1)).toBe('insurer');
    await api.post(`/motor-policy/imports/${upload.body.id}/run`, { mapping: upload.body.mapping, onExisting: 'skip' });
    expect(await finished(api, '/motor-policy', upload.body.id)).toMatchObject({ created: 1, refused: 0 });
    const saved = (await api.get('/motor-policy?page=1&limit=10&search=XLSX-1')).body.data[0];
    expect(saved).toMatchObject({ insurer: company.body._id, start_date: '2024-10-22', total_premium: 13973.44, manufacturing_year: 2017 });
  });

  it('refuses a file it cannot read and a mapping that gives a field twice', async () => {
    const pdf = await api.post('/partner/imports', fileForm('%PDF-1.4', 'partners.pdf'));
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('Choose a CSV or Excel (.xlsx) file: other files cannot be imported.');
    expect(pdf.body.code).toBe('importFileKind');
    const empty = await api.post('/partner/imports', fileForm('', 'partners.csv'));
    expect(empty.status).toBe(400);
    const upload = await api.post('/partner/imports', fileForm('Name,Partner name\nA,B\n', 'partners.csv'));
    const twice = await api.post(`/partner/imports/${upload.body.id}/check`, { mapping: ['name', 'name'], onExisting: 'skip' });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Name is chosen for two columns: choose it for one.');
    // With the code and its parameters the panel says it in the user's language.
    expect([twice.body.code, twice.body.params]).toEqual(['fieldChosenTwice', { field: 'Name' }]);
    const notAField = await api.post(`/partner/imports/${upload.body.id}/check`, { mapping: ['name', 'createdAt'], onExisting: 'skip' });
    expect(notAField.status).toBe(400);
    expect((await api.get(`/company/imports/${upload.body.id}`)).status).toBe(404);
  });

  it('forgets a file uploaded and never imported after a week, with its stored copy', async () => {
    const upload = await api.post('/agent/imports', fileForm('Name,Agent Code\nA,B\n', 'agents.csv'));
    const { storedName } = await context.server.app.db.selectFrom('imports').select('storedName').where('id', '=', upload.body.id).executeTakeFirstOrThrow();
    const stored = path.join(context.server.dataDir, 'imports', storedName);
    expect(fs.existsSync(stored)).toBe(true);
    await context.server.app.db.updateTable('imports').set({ updatedAt: '2020-01-01T00:00:00.000Z' }).where('id', '=', upload.body.id).execute();
    await api.post('/agent/imports', fileForm('Name,Agent Code\nC,D\n', 'agents.csv'));
    expect((await api.get(`/agent/imports/${upload.body.id}`)).status).toBe(404);
    expect(fs.existsSync(stored)).toBe(false);
  });
});

describe.each(testDatabases())('an import killed with SIGKILL on $database', (target) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('leaves whole batches only, says where it stopped, and resumes there without duplicates', { timeout: 180_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-import-kill-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const database = target.postgresUrl ? await createPostgresDatabase(target.postgresUrl) : undefined;
    if (database) cleanups.push(() => database.drop());
    const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', IMPORT_STALLED_MS: '3000' };
    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(() => server.stop());
    const api = new ApiClient(server.url);
    await api.signUp('admin@import-kill.in', 'kill-pass-1');

    const rows = 20_000;
    const policies = Array.from({ length: rows }, (_, index) => samplePolicy({ policy_number: `KILLIMP-${index}` }));
    const upload = await api.post('/motor-policy/imports', fileForm(policySheet(policies), 'book.csv'));
    expect((await api.post(`/motor-policy/imports/${upload.body.id}/run`, { mapping: upload.body.mapping, onExisting: 'skip' })).status).toBe(202);
    for (let waited = 0; waited < 2000; waited++) {
      if ((await api.get(`/motor-policy/imports/${upload.body.id}`)).body.rowsDone >= 1000) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await server.kill();

    server = await startServerProcess(env);
    const again = new ApiClient(server.url, api.token);
    let stopped;
    for (let waited = 0; waited < 100; waited++) {
      stopped = (await again.get(`/motor-policy/imports/${upload.body.id}`)).body;
      if (stopped.state !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(stopped.state).toBe('stopped');
    expect(stopped.rowsDone).toBeGreaterThanOrEqual(1000);
    expect(stopped.rowsDone).toBeLessThan(rows);
    // Whole batches: the policies in are exactly the rows the import counts as done.
    expect(stopped.rowsDone % 500).toBe(0);
    const inBook = async () => (await again.get('/motor-policy?page=1&limit=1')).body.meta.total;
    expect(await inBook()).toBe(stopped.rowsDone);
    expect(stopped.created).toBe(stopped.rowsDone);

    expect((await again.post(`/motor-policy/imports/${upload.body.id}/run`, { mapping: upload.body.mapping, onExisting: 'skip' })).status).toBe(202);
    for (let waited = 0; waited < 1200; waited++) {
      if (['done', 'failed'].includes((await again.get(`/motor-policy/imports/${upload.body.id}`)).body.state)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await again.get(`/motor-policy/imports/${upload.body.id}`)).body).toMatchObject({ state: 'done', rowsDone: rows, created: rows, skipped: 0 });
    expect(await inBook()).toBe(rows);
  });
});
