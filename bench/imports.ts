/**
 * Import of a CSV file of policies (BENCH_IMPORT_ROWS, default 100,000) into the benchmark's book of
 * BENCH_POLICIES, through the real server: upload, the dry run of every row, the import; wall time,
 * rows/s and the server's peak memory of each. The file is made by the seed with a seed of its own,
 * in the product's own CSV headers; its policies are deleted afterwards, so the book stays as seeded.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { importableFields } from '../resources/core/defineResource';
import { motorPolicyDeclaration } from '../resources/motorPolicies/declaration';
import { configFromEnv } from '../server/config';
import { createDatabase } from '../server/db/database';
import { fakePolicies } from '../server/db/seed/fakePolicies';
import { ApiClient } from '../tests/support/apiClient';
import { startServerProcess } from '../tests/support/serverProcess';
import { signInBenchAccount } from './account';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const NUMBER_PREFIX = 'IMPORT-BENCH-';

/** The file: policies of a seed the book was not made with, numbered apart from it. */
function importFile(rows: number): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-')), 'policies.csv');
  const columns = importableFields(motorPolicyDeclaration).filter((name) => !['insurer', 'partner', 'agent'].includes(name));
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, `${Papa.unparse([columns])}\n`);
  let lines: unknown[][] = [];
  let index = 0;
  for (const { policy } of fakePolicies(rows, { seed: 7_331 })) {
    lines.push(columns.map((name) => (name === 'policy_number' ? `${NUMBER_PREFIX}${index}` : policy[name] ?? '')));
    index += 1;
    if (lines.length === 5_000) {
      fs.writeSync(out, `${Papa.unparse(lines)}\n`);
      lines = [];
    }
  }
  if (lines.length) fs.writeSync(out, `${Papa.unparse(lines)}\n`);
  fs.closeSync(out);
  return file;
}

export interface ImportBench {
  rows: number;
  megabytes: number;
  upload: { seconds: number; peakAnonMb: number };
  check: { seconds: number; peakAnonMb: number; refused: number };
  run: { seconds: number; peakAnonMb: number; created: number };
}

async function settled(api: ApiClient, id: string) {
  for (;;) {
    const { body } = await api.get(`/motor-policy/imports/${id}`);
    if (body.state !== 'running') return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function benchImport(env: { DATA_DIR: string; DATABASE_URL: string }): Promise<ImportBench> {
  const file = importFile(IMPORT_ROWS);
  const megabytes = fs.statSync(file).size / 2 ** 20;
  const server = await startServerProcess(env);
  try {
    const api = new ApiClient(server.url);
    await signInBenchAccount(api);
    const timed = async <T>(work: () => Promise<T>) => {
      const started = performance.now();
      const { result, peakAnonMb } = await server.peakAnonDuring(work);
      return { result, peakAnonMb, seconds: (performance.now() - started) / 1000 };
    };
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)]), 'policies.csv');
    const upload = await timed(async () => (await api.post('/motor-policy/imports', form)).body);
    const choices = { mapping: upload.result.mapping, onExisting: 'skip' };
    const check = await timed(async () => {
      await api.post(`/motor-policy/imports/${upload.result.id}/check`, choices);
      return settled(api, upload.result.id);
    });
    const run = await timed(async () => {
      await api.post(`/motor-policy/imports/${upload.result.id}/run`, choices);
      return settled(api, upload.result.id);
    });
    if (run.result.state !== 'done') throw new Error(`the import ended ${run.result.state}: ${run.result.error}`);
    return {
      rows: IMPORT_ROWS,
      megabytes,
      upload: { seconds: upload.seconds, peakAnonMb: upload.peakAnonMb },
      check: { seconds: check.seconds, peakAnonMb: check.peakAnonMb, refused: check.result.refused },
      run: { seconds: run.seconds, peakAnonMb: run.peakAnonMb, created: run.result.created },
    };
  } finally {
    await server.stop();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    // The book as it was seeded, for the next run.
    const db = createDatabase(configFromEnv(env));
    await sql`delete from motor_policies where policy_number like ${`${NUMBER_PREFIX}%`}`.execute(db);
    await db.destroy();
  }
}

export function importReport(label: string, bench: ImportBench, bookSize: number) {
  const rate = (seconds: number) => Math.round(bench.rows / seconds).toLocaleString('en-IN');
  return [
    `**${label}**: ${bench.rows.toLocaleString('en-IN')} policies (${bench.megabytes.toFixed(0)} MB of CSV) into a book of ${bookSize.toLocaleString('en-IN')}.`,
    '',
    '| Step | Wall time (s) | Rows/s | Server peak RssAnon (MB) |',
    '|---|---:|---:|---:|',
    `| Upload (stored, header read) | ${bench.upload.seconds.toFixed(1)} | – | ${bench.upload.peakAnonMb.toFixed(0)} |`,
    `| Dry run of every row (${bench.check.refused} refused) | ${bench.check.seconds.toFixed(1)} | ${rate(bench.check.seconds)} | ${bench.check.peakAnonMb.toFixed(0)} |`,
    `| Import (${bench.run.created.toLocaleString('en-IN')} created) | ${bench.run.seconds.toFixed(1)} | ${rate(bench.run.seconds)} | ${bench.run.peakAnonMb.toFixed(0)} |`,
    '',
  ].join('\n');
}
