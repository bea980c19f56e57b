/**
 * The brokerage's daily work at a million policies (issue 38), through the real server on the
 * SQLite book: Renewals due (the policies ending in the next 7/30/90 days, soonest first, and its
 * filters), the dashboard's renewals, and the reconciliation of an insurer statement of
 * BENCH_STATEMENT_LINES (default 100,000) lines — upload and import with every line matched —
 * then its totals. The statement is drawn from the book with a seed of its own: most lines name a
 * policy (its number printed another way), some pay short or over, some name no policy. Its lines
 * are deleted afterwards, so the book stays as seeded.
 */
import { addDays, format, parseISO } from 'date-fns';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { configFromEnv } from '../server/config';
import { createDatabase } from '../server/db/database';
import { ApiClient } from '../tests/support/apiClient';
import { startServerProcess } from '../tests/support/serverProcess';
import { signInBenchAccount } from './account';
import { latencyTable, type Measurement, measure } from './measure';

export const STATEMENT_LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

/** A small deterministic generator (mulberry32): the statement is the same at every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function statementFile(env: { DATA_DIR: string; DATABASE_URL: string }, lines: number) {
  const db = createDatabase(configFromEnv(env));
  const policies = await db
    .selectFrom('motor_policies')
    .select(['policy_number', 'payin', 'start_date'])
    .where(sql<boolean>`seq % 7 = 3`)
    .limit(lines)
    .execute();
  await db.destroy();
  const next = random(9_151);
  const rows = policies.map((policy, index) => {
    const payin = Number(policy.payin) / 100;
    const draw = next();
    const printed = draw < 0.5 ? String(policy.policy_number).toLowerCase() : String(policy.policy_number).replace(/[/-]/g, ' ');
    const number = draw > 0.98 ? `UNKNOWN-${index}` : printed;
    const commission = draw < 0.8 ? payin : draw < 0.9 ? Math.max(0, payin - 100) : payin + 75;
    return { 'Policy Number': number, 'Commission Received': commission.toFixed(2), 'Payment Date': format(addDays(parseISO(String(policy.start_date)), 45), 'yyyy-MM-dd') };
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-statement-')), 'statement.csv');
  fs.writeFileSync(file, Papa.unparse(rows));
  return { file, lines: rows.length };
}

async function settled(api: ApiClient, id: string) {
  for (;;) {
    const { body } = await api.get(`/commission-line/imports/${id}`);
    if (body.state !== 'running') return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface BrokerageBench {
  lists: Measurement[];
  statement: { lines: number; megabytes: number; uploadSeconds: number; importSeconds: number; created: number; peakAnonMb: number; matched: number };
  totals: Measurement[];
}

export async function benchBrokerage(env: { DATA_DIR: string; DATABASE_URL: string }): Promise<BrokerageBench> {
  const { file, lines } = await statementFile(env, STATEMENT_LINES);
  const server = await startServerProcess(env, { requestLog: true });
  try {
    const api = new ApiClient(server.url);
    await signInBenchAccount(api);
    // The book's dates are in the past: its own "today" is the latest start date in it.
    const latest: string = (await api.get('/motor-policy?page=1&limit=1&sort=start_date&order=desc')).body.data[0].start_date;
    const ending = (days: number) => `end_date_gte=${latest}&end_date_lte=${format(addDays(parseISO(latest), days), 'yyyy-MM-dd')}&sort=end_date&order=asc`;
    const insurer = (await api.get('/company?page=1&limit=1')).body.data[0]?._id;
    const lists: Measurement[] = [];
    for (const days of [7, 30, 90]) {
      lists.push(await measure(`Renewals due, ending in ${days} days, page 1 of 50`, RUNS, () => api.get(`/motor-policy?page=1&limit=50&${ending(days)}`), { server }));
    }
    lists.push(await measure('Renewals due, 30 days, page 5', RUNS, () => api.get(`/motor-policy?page=5&limit=50&${ending(30)}`), { server }));
    lists.push(await measure('Renewals due, 30 days, status Contacted', RUNS, () => api.get(`/motor-policy?page=1&limit=50&${ending(30)}&renewal_status=Contacted`), { server }));
    if (insurer) lists.push(await measure('Renewals due, 30 days, one insurer', RUNS, () => api.get(`/motor-policy?page=1&limit=50&${ending(30)}&insurer=${insurer}`), { server }));
    lists.push(await measure('dashboard renewals (this month, 12 months of rate)', RUNS, () => api.get('/dashboard/renewals'), { server }));

    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(file)]), 'statement.csv');
    const uploadStarted = performance.now();
    const upload = (await api.post('/commission-line/imports', form)).body;
    const uploadSeconds = (performance.now() - uploadStarted) / 1000;
    const importStarted = performance.now();
    const { result, peakAnonMb } = await server.peakAnonDuring(async () => {
      await api.post(`/commission-line/imports/${upload.id}/run`, { mapping: upload.mapping, onExisting: 'skip' });
      return settled(api, upload.id);
    });
    const importSeconds = (performance.now() - importStarted) / 1000;
    if (result.state !== 'done') throw new Error(`the statement import ended ${result.state}: ${result.error}`);
    const totals = [await measure('reconciliation totals of the statement below, every line', RUNS, () => api.get('/commission-line/totals'), { server })];
    const matched = (await api.get('/commission-line/totals')).body.byStatus.filter((entry: { status: string }) => entry.status !== 'No policy').reduce((sum: number, entry: { count: number }) => sum + entry.count, 0);
    return {
      lists,
      statement: { lines, megabytes: fs.statSync(file).size / 2 ** 20, uploadSeconds, importSeconds, created: result.created, peakAnonMb, matched },
      totals,
    };
  } finally {
    await server.stop();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    const db = createDatabase(configFromEnv(env));
    await sql`delete from commission_lines`.execute(db);
    await db.destroy();
  }
}

export function brokerageReport(label: string, bench: BrokerageBench, bookSize: number) {
  const { statement } = bench;
  return [
    `**${label}**, a book of ${bookSize.toLocaleString('en-IN')} policies.`,
    '',
    ...latencyTable([...bench.lists, ...bench.totals]),
    '',
    `Reconciliation of a statement of ${statement.lines.toLocaleString('en-IN')} lines (${statement.megabytes.toFixed(1)} MB of CSV), every line matched as it is imported:`,
    '',
    '| Step | Wall time (s) | Lines/s | Server peak RssAnon (MB) |',
    '|---|---:|---:|---:|',
    `| Upload (stored, header read) | ${statement.uploadSeconds.toFixed(1)} | – | – |`,
    `| Import and match (${statement.created.toLocaleString('en-IN')} lines, ${statement.matched.toLocaleString('en-IN')} matched to a policy) | ${statement.importSeconds.toFixed(1)} | ${Math.round(statement.lines / statement.importSeconds).toLocaleString('en-IN')} | ${statement.peakAnonMb.toFixed(0)} |`,
    '',
  ].join('\n');
}
