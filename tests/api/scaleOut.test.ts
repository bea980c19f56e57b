import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/apiClient';
import { testDatabases } from '../support/databases';
import { samplePolicy } from '../support/policies';
import { builtServerCommand, type ServerProcess, startServerProcess } from '../support/serverProcess';
import { createPostgresDatabase } from '../support/testServer';
import { settledExtraction, uploadForm } from '../support/uploads';

const postgres = testDatabases().find((target) => target.database === 'postgres');

/** `npm run worker` as its own process. */
function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, builtServerCommand('worker'), { env: { ...process.env, ...env }, stdio: 'ignore' });
}

describe.skipIf(!postgres)('two API processes and two workers on one PostgreSQL database', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('share sessions and data, detect concurrent edits of one record, and process every extraction once', { timeout: 120_000 }, async () => {
    const database = await createPostgresDatabase(postgres!.postgresUrl!);
    cleanups.push(() => database.drop());
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-scale-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, EXTRACTION_POLL_MS: '50' };

    const first: ServerProcess = await startServerProcess({ ...env, EXTRACTION_WORKERS: '0' });
    cleanups.push(() => first.stop());
    const second: ServerProcess = await startServerProcess({ ...env, EXTRACTION_WORKERS: '0' });
    cleanups.push(() => second.stop());
    for (let index = 0; index < 2; index++) {
      const worker = startWorker(env);
      cleanups.push(() => new Promise((resolve) => (worker.exitCode !== null ? resolve(null) : (worker.once('exit', resolve), worker.kill('SIGTERM')))));
    }

    // A session made on one instance is valid on the other.
    const a = new ApiClient(first.url);
    await a.signUp('admin@scale.in', 'scale-pass-1');
    const b = new ApiClient(second.url, a.token);
    expect((await b.get('/auth/profile')).body.email).toBe('admin@scale.in');

    // Writes through both at once all land, and both see them.
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 ? a : b).post('/motor-policy', samplePolicy({ policy_number: `SCALE-${index}` }))),
    );
    expect(created.map((response) => response.status)).toEqual(Array(40).fill(201));
    expect((await a.get('/motor-policy?page=1&limit=1')).body.meta.total).toBe(40);
    expect((await b.get('/motor-policy?page=1&limit=1')).body.meta.total).toBe(40);

    // Two people edit the same policy from what they both loaded: one wins, the other is told.
    const loaded = created[0].body;
    const edit = (client: ApiClient, broker: string) =>
      fetch(`${client === a ? first.url : second.url}/api/motor-policy/${loaded._id}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${a.token}`, 'Content-Type': 'application/json', 'If-Match': `"${loaded.updatedAt}"` },
        body: JSON.stringify({ broker_name: broker }),
      });
    const answers = await Promise.all([edit(a, 'Broker A'), edit(b, 'Broker B')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect((await loser.json()).message).toBe('This record was changed by someone else since you opened it. Reload it and make your change again.');
    const winner = (await answers.find((answer) => answer.status === 200)!.json()).broker_name;
    expect((await b.get(`/motor-policy/${loaded._id}`)).body.broker_name).toBe(winner);

    // A batch of extractions uploaded through both instances: each job claimed once, all read.
    const pdf = fs.readFileSync(path.resolve('tests/fixtures/policy-pdfs/kvTwoColumn-01.pdf'));
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) {
      const form = uploadForm(pdf, `s${index}.pdf`);
      ids.push((await (index % 2 ? a : b).post('/pdf-extraction/extract-fields-queue', form)).body.data._id);
    }
    for (const id of ids) expect((await settledExtraction(a, id, 30_000)).status).toBe('Success');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const jobs = await client.query('select state, attempts, "lockedBy" from extraction_jobs');
    await client.end();
    expect(jobs.rows).toHaveLength(10);
    for (const job of jobs.rows) expect(job).toMatchObject({ state: 'done', attempts: 1, lockedBy: null });

    // Logging out on one instance ends the session on the other.
    expect((await a.post('/auth/logout')).status).toBe(204);
    expect((await b.get('/auth/profile')).status).toBe(401);
  });
});
