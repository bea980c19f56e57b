/**
 * npm run bench — the benchmarks of BENCHMARKS.md, against the real server process over loopback.
 *
 * SQLite: a database kept in bench/.data/sqlite (seeding a million policies takes a few minutes, so
 * it is reused). PostgreSQL: BENCH_DATABASE_URL if set, else a throwaway cluster from
 * scripts/throwaway-postgres.sh (BENCH_SKIP_POSTGRES=1 skips it). BENCH_POLICIES, BENCH_COMPANIES
 * and BENCH_RUNS change the sizes. Lighthouse scores the built front end over the SQLite data
 * (bench/lighthouse.ts), and headless Chromium downloads the whole list as CSV through the Policy
 * List (bench/browserDownload.ts). The figures replace their sections of BENCHMARKS.md;
 * BENCH_ONLY=extraction, BENCH_ONLY=lighthouse, BENCH_ONLY=download or BENCH_ONLY=databases runs
 * one part alone; BENCH_ONLY=import the import of a CSV file (bench/imports.ts); BENCH_ONLY=brokerage
 * Renewals due and the reconciliation of an insurer's statement (bench/brokerage.ts); BENCH_ONLY=lists
 * the Policy List for every sort and filter, and beside slow lists (bench/lists.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient } from '../tests/support/apiClient';
import { BENCH_ACCOUNT, signInBenchAccount } from './account';
import { benchCompanies, companyRequests, ensureCompanies } from './companies';
import { browserDownload, browserDownloadReport } from './browserDownload';
import { benchDashboard, dashboardRequests } from './dashboard';
import { extractionReportAndStop } from './extraction';
import { lighthouseReport, lighthouseScores } from './lighthouse';
import { benchMotorPolicies, ensurePolicies, loadAndExportReport, bookLine, POLICIES, sqliteExportInProcess } from './motorPolicies';
import { sideBySide } from './measure';
import { benchImport, IMPORT_ROWS, importReport } from './imports';
import { benchBrokerage, brokerageReport, STATEMENT_LINES } from './brokerage';
import { benchLists, benchSortsAndFilters, listsReport } from './lists';
import { startServerProcess } from '../tests/support/serverProcess';
import { writeSection } from './benchmarksFile';

/** `work` on BENCH_DATABASE_URL, or on a throwaway cluster stopped afterwards. */
async function withPostgres<T>(work: (env: { DATA_DIR: string; DATABASE_URL: string }) => Promise<T>): Promise<T> {
  const postgres = process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} } : throwawayPostgres();
  try {
    return await work({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-files-')), DATABASE_URL: postgres.url });
  } finally {
    postgres.stop();
  }
}

/** The companies, motor policies and dashboard of one database, each measured on the compiled server. */
async function benchDatabase(database: string, env: { DATA_DIR: string; DATABASE_URL: string }) {
  console.log(`${database}: preparing data`);
  const seeding = await ensurePolicies(env);
  await ensureCompanies(env);
  const server = await startServerProcess(env, { requestLog: true });
  let measured;
  try {
    // Measured once the start's own work is over: hashing the stand-in password for unknown
    // accounts (server/auth/passwords.ts) holds 128 MB for a moment.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const freshMemory = server.memory();
    const api = new ApiClient(server.url);
    await signInBenchAccount(api);
    console.log(`${database}: companies`);
    const companies = await benchCompanies(server, api, BENCH_ACCOUNT);
    console.log(`${database}: motor policies`);
    const sqliteFile = env.DATABASE_URL ? undefined : path.join(env.DATA_DIR, 'backoffice.sqlite');
    const results = await benchMotorPolicies(server, api, { sqliteFile });
    console.log(`${database}: dashboard`);
    const dashboard = await benchDashboard(server, api);
    measured = { database, seeding, freshMemory, companies, results, dashboard };
  } finally {
    await server.stop();
  }
  // After the server's export, with the database as warm as it had it, and nothing else running.
  const exportInProcess = env.DATABASE_URL ? undefined : await sqliteExportInProcess(env.DATA_DIR);
  return { ...measured, exportInProcess };
}

type DatabaseRun = Awaited<ReturnType<typeof benchDatabase>>;

/** The databases side by side: one table of every request (policies, the dashboard, companies), then the list under load and the export. */
function databasesReport(runs: DatabaseRun[]) {
  const requests = runs.map((run) => ({
    database: run.database,
    results: [...run.results.latencies, ...dashboardRequests(run.dashboard), ...companyRequests(run.companies)],
  }));
  return [bookLine(runs), '', ...sideBySide(requests), '', loadAndExportReport(runs)].join('\n');
}

/**
 * A throwaway cluster set up as a server of its own would be: a quarter of the memory for
 * shared_buffers, PostgreSQL's advice for a dedicated machine (its default, 128 MB, cannot hold a
 * million policies, and every search would read the table from the operating system's cache).
 */
function throwawayPostgres() {
  const sharedBuffers = `${Math.round(os.totalmem() / 4 / 2 ** 20)}MB`;
  const [dir, url] = execFileSync('bash', ['scripts/throwaway-postgres.sh', 'start'], {
    encoding: 'utf8',
    env: { ...process.env, PG_SETTINGS: `-c shared_buffers=${sharedBuffers}` },
  })
    .trim()
    .split(' ');
  return { url, stop: () => execFileSync('bash', ['scripts/throwaway-postgres.sh', 'stop', dir]) };
}

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;
const taken = `Taken on ${new Date().toISOString().slice(0, 10)} on ${machine}.`;

// BENCH_ONLY=extraction, BENCH_ONLY=lighthouse, BENCH_ONLY=download or BENCH_ONLY=databases: that part alone.
const only = process.env.BENCH_ONLY;

if (!only || only === 'extraction') {
  console.log('extraction: accuracy and speed');
  const extraction = await extractionReportAndStop();
  console.log(`\n${extraction}`);
  writeSection('extraction', `${taken}\n\n${extraction}`);
}
if (only === 'extraction') process.exit(0);

// The server runs compiled, as `npm start` runs it, and Lighthouse loads the built UI.
execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });

const databaseRuns: DatabaseRun[] = [];
const sqliteDir = path.resolve('bench/.data/sqlite');
fs.mkdirSync(sqliteDir, { recursive: true });
const sqlite = { DATA_DIR: sqliteDir, DATABASE_URL: '' };
// The front end's figures alone still need the SQLite benchmark data they are taken over.
const frontEndOnly = only === 'lighthouse' || only === 'download';
if (!frontEndOnly && only !== 'import' && only !== 'brokerage' && only !== 'lists') databaseRuns.push(await benchDatabase('SQLite', sqlite));
else await ensurePolicies(sqlite);

if (!only || only === 'lighthouse') {
  console.log('front end: Lighthouse');
  const frontEnd = lighthouseReport(await lighthouseScores(sqlite));
  console.log(`\n${frontEnd}`);
  writeSection('lighthouse', `${taken}\n\n${frontEnd}`);
}
if (!only || only === 'download') {
  console.log('front end: Download CSV in the browser');
  const download = browserDownloadReport(await browserDownload(sqlite));
  console.log(`\n${download}`);
  writeSection('download', `${taken}\n\n${download}`);
}
if (frontEndOnly) process.exit(0);

if (!only || only === 'import') {
  console.log(`import: ${IMPORT_ROWS.toLocaleString('en-IN')} policies from CSV`);
  await ensurePolicies(sqlite);
  const imported = importReport('SQLite', await benchImport(sqlite), POLICIES);
  console.log(`\n${imported}`);
  writeSection('import', `${taken}\n\n${imported}`);
}
if (only === 'import') process.exit(0);

if (!only || only === 'lists') {
  console.log('lists: every sort and filter, and beside slow lists');
  await ensurePolicies(sqlite);
  const onSqlite = await benchLists(sqlite);
  const onPostgres = process.env.BENCH_SKIP_POSTGRES
    ? undefined
    : await withPostgres(async (env) => {
        console.log('lists: every sort and filter on PostgreSQL');
        await ensurePolicies(env);
        return benchSortsAndFilters(env);
      });
  const lists = listsReport(POLICIES, onSqlite, onPostgres);
  console.log(`\n${lists}`);
  writeSection('lists', `${taken}\n\n${lists}`);
}
if (only === 'lists') process.exit(0);

if (!only || only === 'brokerage') {
  console.log(`brokerage: Renewals due and a statement of ${STATEMENT_LINES.toLocaleString('en-IN')} lines`);
  await ensurePolicies(sqlite);
  const brokerage = brokerageReport('SQLite', await benchBrokerage(sqlite), POLICIES);
  console.log(`\n${brokerage}`);
  writeSection('brokerage', `${taken}\n\n${brokerage}`);
}
if (only === 'brokerage') process.exit(0);

if (!process.env.BENCH_SKIP_POSTGRES) databaseRuns.push(await withPostgres((env) => benchDatabase('PostgreSQL', env)));

const results = [taken, '', databasesReport(databaseRuns)].join('\n');
console.log(`\n${results}`);
writeSection('results', results);
