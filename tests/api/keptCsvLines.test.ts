/**
 * CSV exports read lines the database keeps by triggers (server/export/keptCsvLines.ts): they must
 * follow every kind of write, come out byte for byte the same from SQLite and PostgreSQL, and be
 * rewritten once when a declaration changes what a line holds.
 */
import Papa from 'papaparse';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerDeclaration } from '../../resources/partners/declaration';
import { csvLinesTable, keepCsvLines } from '../../server/export/keptCsvLines';
import type { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { serveSignedIn } from '../support/signedInServer';
import type { TestServer } from '../support/testServer';

const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe.each(testDatabases())('kept CSV lines on $database', (target) => {
  const context = serveSignedIn(target, 'admin@lines.in');
  let server: TestServer;
  let api: ApiClient;
  beforeAll(() => {
    ({ server, api } = context);
  });

  const exported = async (search: string) => rowsOf((await api.get(`/motor-policy/download-csv?search=${search}`)).body);

  it('follow a create, an edit, a bulk update, a delete and a bulk delete', async () => {
    const first = (await api.post('/motor-policy', samplePolicy({ policy_number: 'LINE-1', customer_name: 'Asha Rao' }))).body;
    const second = (await api.post('/motor-policy', samplePolicy({ policy_number: 'LINE-2' }))).body;
    expect((await exported('LINE-1'))[0]).toMatchObject({ _id: first._id, customer_name: 'Asha Rao', commission_receivable_od: '15.00' });

    await api.patch(`/motor-policy/${first._id}`, { customer_name: 'Asha "Ash" Rao, Pune' });
    expect((await exported('LINE-1'))[0]).toMatchObject({ customer_name: 'Asha "Ash" Rao, Pune' });
    // Lines are read back as text: characters beyond ASCII come out as written.
    await api.patch(`/motor-policy/${first._id}`, { customer_name: 'आशा राव — Zoë' });
    expect((await exported('LINE-1'))[0]).toMatchObject({ customer_name: 'आशा राव — Zoë' });
    await api.patch(`/motor-policy/${first._id}`, { customer_name: 'Asha "Ash" Rao, Pune' });

    await api.post('/motor-policy/bulk-update', { ids: [first._id, second._id], data: { broker_name: 'Kavach Brokers', commission_receivable_od: 20 } });
    const updated = await exported('LINE-');
    expect(updated.map((row) => [row.policy_number, row.broker_name, row.commission_receivable_od, row.payin])).toEqual([
      ['LINE-2', 'Kavach Brokers', '20.00', '1770.58'],
      ['LINE-1', 'Kavach Brokers', '20.00', '1770.58'],
    ]);

    await api.delete(`/motor-policy/${first._id}`);
    expect((await exported('LINE-')).map((row) => row.policy_number)).toEqual(['LINE-2']);
    await api.post('/motor-policy/bulk-delete', { ids: [second._id] });
    expect(await exported('LINE-')).toEqual([]);
  });

  it('give the whole list, unsearched, in its order either way, after edits too', async () => {
    const created: { _id: string }[] = [];
    for (const number of ['WHOLE-1', 'WHOLE-2', 'WHOLE-3']) created.push((await api.post('/motor-policy', samplePolicy({ policy_number: number }))).body);
    // An older record's line is rewritten (on PostgreSQL its row moves); the order must not change.
    await api.patch(`/motor-policy/${created[0]._id}`, { customer_name: 'Edited After' });
    const listed: string[] = (await api.get('/motor-policy?page=1&limit=100')).body.data.map((policy: { _id: string }) => policy._id);
    const whole = rowsOf((await api.get('/motor-policy/download-csv')).body);
    expect(whole.map((row) => row._id)).toEqual(listed);
    expect(whole.find((row) => row._id === created[0]._id)).toMatchObject({ customer_name: 'Edited After' });
    const oldestFirst = rowsOf((await api.get('/motor-policy/download-csv?sort=createdAt&order=asc')).body);
    expect(oldestFirst.map((row) => row._id)).toEqual([...listed].reverse());
    await api.post('/motor-policy/bulk-delete', { ids: created.map((policy) => policy._id) });
    expect(rowsOf((await api.get('/motor-policy/download-csv')).body).map((row) => row._id)).toEqual(listed.filter((id) => !created.some((policy) => policy._id === id)));
  });

  it('are the same bytes on both databases', async () => {
    const partner = (
      await api.post('/partner', {
        name: '=Shree "Ganesh", Insurance',
        email: 'ganesh@lines.in',
        phone: '9876543210',
        partnerType: 'Type 1',
        active: false,
        aadhar: '234567890124',
      })
    ).body;
    const csv: string = (await api.get('/partner/download-csv?search=ganesh@lines.in')).body;
    const [header, line] = csv.split('\n');
    const cells = Object.fromEntries(header.replace('\ufeff', '').split(',').map((name, i) => [name, i]));
    const expected: string[] = Array(Object.keys(cells).length).fill('');
    Object.assign(expected, {
      [cells._id]: partner._id,
      [cells.name]: `"'=Shree ""Ganesh"", Insurance"`,
      [cells.email]: '"ganesh@lines.in"',
      [cells.phone]: '9876543210',
      [cells.partnerType]: 'Type 1',
      [cells.active]: 'false',
      [cells.aadhar]: 'XXXX-XXXX-0124',
      [cells.createdAt]: partner.createdAt,
      [cells.updatedAt]: partner.updatedAt,
    });
    expect(line).toBe(expected.join(','));
  });

  it('are rewritten once when what a line holds has changed, and not otherwise', async () => {
    await api.post('/partner', { name: 'Kept Line Partner', email: 'kept@lines.in', phone: '9876543211', partnerType: 'Type 2' });
    const db = server.app.db;
    const lines = csvLinesTable(partnerDeclaration);
    // A blob on SQLite, text on PostgreSQL.
    const staleLine = target.database === 'postgres' ? 'stale\n' : Buffer.from('stale\n');
    const staleLines = async () =>
      (await sql<{ line: unknown }>`select line from ${sql.table(lines)}`.execute(db)).rows.filter((row) => String(row.line) === 'stale\n').length;

    await sql`update ${sql.table(lines)} set line = ${staleLine}`.execute(db);
    await keepCsvLines(db);
    expect(await staleLines()).toBeGreaterThan(0);

    await sql`update kept_csv_lines set definition = 'an older declaration' where table_name = 'partners'`.execute(db);
    await keepCsvLines(db);
    const rows = rowsOf((await api.get('/partner/download-csv?search=kept@lines.in')).body);
    expect(rows).toMatchObject([{ name: 'Kept Line Partner', email: 'kept@lines.in', active: 'true' }]);
    expect(await staleLines()).toBe(0);
  });
});
