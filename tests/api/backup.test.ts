import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '../../resources/core/indianIds';
import { backup } from '../../server/backup/backup';
import { ApiClient } from '../support/apiClient';
import { samplePolicy } from '../support/policies';
import { startTestServer, type TestServer } from '../support/testServer';
import { uploadForm } from '../support/uploads';

const AADHAAR = `49871234567${verhoeffCheckDigit('49871234567')}`;
const PASSWORD = 'backup-pass-1';

describe('npm run backup (SQLite)', () => {
  const servers: TestServer[] = [];
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-backup-'));
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('copies a consistent database, the files and the keys while policies are being written, and the copy runs as the product', async () => {
    const server = await startTestServer({ database: 'sqlite', env: { EXTRACTION_WORKERS: '0' } });
    servers.push(server);
    const api = new ApiClient(server.url);
    await api.signUp('admin@backup.in', PASSWORD);
    const partner = await api.post('/partner', {
      name: 'Backup Partner', phone: '9876543210', partnerType: 'Type 1', active: true, aadhar: AADHAAR, accountNumber: '001234567890', ifsc: 'HDFC0001234', bankName: 'HDFC Bank',
    });
    expect(partner.status, JSON.stringify(partner.body)).toBe(201);
    const pdf = fs.readFileSync(path.resolve('tests/fixtures/policy-pdfs/gridTable-01.pdf'));
    const form = uploadForm(pdf, 'kept.pdf');
    const upload = await api.post('/pdf-extraction/extract-fields-queue', form);

    // A stream of writes while the backup runs.
    let written = 0;
    const writes = (async () => {
      for (let index = 0; index < 150; index++) {
        const created = await api.post('/motor-policy', samplePolicy({ policy_number: `BK-${index}` }));
        if (created.status === 201) written++;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const result = await backup({ dataDir: server.dataDir, databaseUrl: undefined }, backupDir);
    await writes;
    expect(written).toBe(150);
    expect(result).toMatchObject({ database: 'sqlite', files: 1 });

    // The copy is whole: its integrity check passes and its kept totals agree with its rows.
    const copy = new SQLite(path.join(backupDir, 'backoffice.sqlite'), { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const rows = (copy.prepare('select count(*) as n from motor_policies').get() as { n: number }).n;
    const rolled = (copy.prepare("select coalesce(sum(count), 0) as n from policy_rollups where dimension = 'all' and grain = 'month'").get() as { n: number }).n;
    const kept = (copy.prepare("select total as n from row_counts where table_name = 'motor_policies'").get() as { n: number }).n;
    copy.close();
    expect(rolled).toBe(rows);
    expect(kept).toBe(rows);

    // Restore: the product started on the copy signs in, decrypts personal data and serves the PDF.
    await server.close();
    servers.pop();
    const restored = await startTestServer({ reuse: { dataDir: backupDir, databaseUrl: undefined } as TestServer });
    servers.push(restored);
    const again = new ApiClient(restored.url);
    const login = await again.post('/auth/login', { email: 'admin@backup.in', password: PASSWORD });
    expect(login.status).toBe(200);
    again.token = login.body.access_token;
    expect((await again.get('/motor-policy?page=1&limit=1')).body.meta.total).toBe(rows);
    expect((await again.post(`/partner/${partner.body._id}/reveal`, { field: 'aadhar' })).body.value).toBe(AADHAAR);
    const keptPdf = await fetch(`${restored.url}/api/pdf-extraction/outputs/${upload.body.data._id}/pdf`, { headers: { Authorization: `Bearer ${again.token}` } });
    expect(Buffer.from(await keptPdf.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses to write into a directory that is not empty', async () => {
    await expect(backup({ dataDir: os.tmpdir(), databaseUrl: undefined }, backupDir)).rejects.toThrow(/is not empty/);
  });
});
