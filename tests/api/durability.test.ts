import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { scanOf } from '../support/scanOf';
import { type ServerProcess, startServerProcess } from '../support/serverProcess';
import { serveSignedIn } from '../support/signedInServer';
import { createPostgresDatabase } from '../support/testServer';
import { settledExtraction, TEST_COMMISSIONS, uploadForm } from '../support/uploads';

describe.each(testDatabases())('a server killed with SIGKILL on $database', (target) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every acknowledged write whole and finishes queued and running extractions after the restart', { timeout: 120_000 }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-kill-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const database = target.postgresUrl ? await createPostgresDatabase(target.postgresUrl) : undefined;
    if (database) cleanups.push(() => database.drop());
    const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', EXTRACTION_POLL_MS: '100' };

    let server: ServerProcess = await startServerProcess(env);
    cleanups.push(() => server.stop());
    const api = new ApiClient(server.url);
    await api.signUp('admin@kill.in', 'kill-pass-1');

    // A batch of extractions: a photo read by OCR (seconds: still running at the kill) and PDFs queued behind it.
    const pdf = new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures/policy-pdfs/premiumTable-01.pdf')));
    const photo = await scanOf(pdf, { dpi: 200, as: 'jpeg' });
    const uploads = [(await api.post('/pdf-extraction/extract-fields-queue', uploadForm(photo, 'photo.jpg', TEST_COMMISSIONS, 'image/jpeg'))).body.data._id];
    for (let index = 0; index < 3; index++) uploads.push((await api.post('/pdf-extraction/extract-fields-queue', uploadForm(pdf, `p${index}.pdf`))).body.data._id);

    // A stream of writes, killed in the middle: only answers received count as acknowledged.
    const acknowledged = new Map<string, number>();
    let stop = false;
    const stream = (async () => {
      for (let index = 0; !stop; index++) {
        try {
          const premium = 10_000 + index;
          const created = await api.post('/motor-policy', samplePolicy({ policy_number: `KILL-${index}`, total_premium: premium }));
          if (created.status === 201) acknowledged.set(created.body._id, premium);
        } catch {
          return; // the connection died with the server
        }
      }
    })();
    let photoStatus = '';
    for (let waited = 0; waited < 200; waited++) {
      photoStatus = (await api.get(`/pdf-extraction/outputs/${uploads[0]}`)).body.status;
      if (photoStatus === 'processing' && acknowledged.size >= 20) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(photoStatus).toBe('processing');
    await server.kill();
    stop = true;
    await stream;
    expect(acknowledged.size).toBeGreaterThanOrEqual(20);

    server = await startServerProcess(env);
    const again = new ApiClient(server.url, api.token);
    // Every acknowledged write is there, as written.
    for (const [id, premium] of acknowledged) {
      const { status, body } = await again.get(`/motor-policy/${id}`);
      expect(status).toBe(200);
      expect(body.total_premium).toBe(premium);
    }
    // Nothing half-written: the kept count, totals and dashboard rollups agree with the rows there are.
    const rows: { total_premium: number }[] = [];
    let total = 0;
    for (let page = 1; page === 1 || rows.length < total; page++) {
      const { body } = await again.get(`/motor-policy?page=${page}&limit=100`);
      rows.push(...body.data);
      total = body.meta.total;
      if (!body.data.length) break;
    }
    const premiums = rows.reduce((sum, policy) => sum + Math.round(policy.total_premium * 100), 0) / 100;
    expect(total).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(acknowledged.size);
    expect((await again.get('/motor-policy/summary')).body).toMatchObject({ policies: rows.length, totalPremium: premiums });
    expect((await again.get('/dashboard/overview')).body.premiumAnalytics.summary.totalPremium).toBe(premiums);

    // The extraction that was running and those queued behind it finish.
    for (const id of uploads) {
      const output = await settledExtraction(again, id, 60_000);
      expect(output.status, output.remark).toBe('Success');
    }
  });
});

const postgres = testDatabases().find((target) => target.postgresUrl);

describe.skipIf(!postgres)('PostgreSQL closing the server\'s connections', () => {
  const context = serveSignedIn(postgres ?? { database: 'postgres' }, 'admin@restart.in', 'restart-pass-1');

  it('does not end the server: the pool replaces the lost connections and the next request is answered', async () => {
    const { api, server } = context;
    expect((await api.post('/motor-policy', samplePolicy({ policy_number: 'BEFORE-RESTART' }))).status).toBe(201);
    // What a PostgreSQL restart or an administrator does to the server's idle connections.
    const admin = new pg.Client({ connectionString: server.databaseUrl });
    await admin.connect();
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const { status, body } = await api.get('/motor-policy?page=1&limit=10&search=BEFORE-RESTART');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(1);
  });
});
