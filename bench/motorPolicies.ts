/**
 * Motor policies at the size brokerages have (POLICIES, default 1,000,000), against the real
 * server process over loopback HTTP: list pages (first, middle, last), search, sorting, a filter,
 * one record, the list under 10 concurrent connections (autocannon), and the CSV export (rows/s,
 * the server's peak memory).
 */
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { motorPolicyDeclaration } from '../resources/motorPolicies/declaration';
import { configFromEnv } from '../server/config';
import { createDatabase, migrateToLatest, sqliteHandle } from '../server/db/database';
import { createRepository } from '../server/db/repository';
import { keptRowCount } from '../server/db/rowCounts';
import { fakePolicies } from '../server/db/seed/fakePolicies';
import { insertPolicies } from '../server/db/seed/insertPolicies';
import { csvColumns } from '../server/export/csv';
import { sqliteCsv, sqliteLinesOfList } from '../server/export/sqliteCsv';
import { listQueryParser } from '../server/routes/listQuery';
import { ApiClient } from '../tests/support/apiClient';
import { measure, type Measurement } from './measure';
import type { ServerProcess } from '../tests/support/serverProcess';

export const POLICIES = Number(process.env.BENCH_POLICIES ?? 1_000_000);
/** Idle time before the timed export, for V8's memory reducer (it gave the heap back after about 25 s in a trace). */
const IDLE_BEFORE_EXPORT_MS = 30_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

/** Fills the database up to `count` policies (a cached benchmark database is reused). */
export async function ensurePolicies(env: { DATA_DIR: string; DATABASE_URL: string }, count = POLICIES) {
  const db = createDatabase(configFromEnv(env));
  await migrateToLatest(db);
  const existing = (await keptRowCount(db, 'motor_policies')) ?? 0;
  let seconds = 0;
  if (existing < count) {
    const started = performance.now();
    const missing = count - existing;
    console.log(`  seeding ${missing.toLocaleString('en-IN')} policies...`);
    await insertPolicies(db, fakePolicies(missing, { seed: 2024 + existing, numberOffset: existing }));
    seconds = (performance.now() - started) / 1000;
  }
  // Fresh statistics and visibility map on PostgreSQL, as autovacuum would have after a bulk load.
  if (env.DATABASE_URL && seconds) await sql`vacuum analyze motor_policies`.execute(db);
  // What PostgreSQL needs in memory to answer from its own cache (README: shared_buffers).
  const megabytes = env.DATABASE_URL
    ? Number((await sql<{ bytes: string }>`select pg_total_relation_size('motor_policies') as bytes`.execute(db)).rows[0].bytes) / 2 ** 20
    : undefined;
  await db.destroy();
  return { existing, seeded: count - Math.min(existing, count), seconds, megabytes };
}

/** The most common surname among customers, and how many policies it finds. */
async function commonTerm(api: ApiClient) {
  for (const term of ['Sharma', 'Singh', 'Kumar', 'Patel', 'Gupta', 'Reddy', 'Nair', 'Das']) {
    const { body } = await api.get(`/motor-policy?page=1&limit=1&search=${term}`);
    if (body.meta.total >= 15_000) return { term, total: body.meta.total as number };
  }
  return { term: 'a', total: 0 };
}

/** How long each autocannon load runs. */
export const LOAD_SECONDS = 10;

/** autocannon, `connections` (10) for LOAD_SECONDS, asking for `pathFor(n)` on the n-th request. */
export async function load(url: string, token: string, pathFor: (n: number) => string, connections = 10) {
  let sent = 0;
  const result = await autocannon({
    url,
    connections,
    duration: LOAD_SECONDS,
    headers: { authorization: `Bearer ${token}` },
    requests: [{ setupRequest: (request) => ({ ...request, path: `/api${pathFor(sent++)}` }) }],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const SORTS = ['createdAt', 'policy_number', 'customer_name', 'policy_type', 'make', 'total_premium', 'broker_name', 'start_date'];
/** 8 sort columns × 2 directions × pages 1–20: more distinct queries than the list cache keeps. */
export const distinctListPath = (n: number) =>
  `/motor-policy?page=${(n % 20) + 1}&limit=50&sort=${SORTS[Math.floor(n / 20) % 8]}&order=${Math.floor(n / 160) % 2 ? 'asc' : 'desc'}`;

/** Line ends in a chunk, found natively so that counting costs the benchmark's client little. */
function countLines(chunk: Uint8Array | string) {
  let lines = 0;
  if (typeof chunk === 'string') {
    for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) lines++;
    return lines;
  }
  const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  for (let at = bytes.indexOf(10); at !== -1; at = bytes.indexOf(10, at + 1)) lines++;
  return lines;
}

async function csvExport(url: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${url}/api/motor-policy/download-csv`, { headers: { Authorization: `Bearer ${token}` } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    lines += countLines(chunk);
  }
  const seconds = (performance.now() - started) / 1000;
  return { rows: lines - 1, seconds, rowsPerSecond: Math.round((lines - 1) / seconds), megabytes: Math.round(bytes / 1e6) };
}

/**
 * The SQLite export without HTTP: the server's own CSV stream (sqliteCsv.ts) read in this process,
 * to show how much of the export's time is SQLite writing the lines.
 */
export async function sqliteExportInProcess(dataDir: string) {
  const db = createDatabase(configFromEnv({ DATA_DIR: dataDir, DATABASE_URL: '' }));
  try {
    const everyPolicy = listQueryParser(motorPolicyDeclaration)({});
    const source = sqliteLinesOfList(db, motorPolicyDeclaration, createRepository(db, motorPolicyDeclaration), everyPolicy);
    const columns = csvColumns(motorPolicyDeclaration);
    const started = performance.now();
    let lines = 0;
    for await (const chunk of sqliteCsv(sqliteHandle(db)!.name, source, columns) as AsyncIterable<string>) {
      lines += countLines(chunk);
    }
    const seconds = (performance.now() - started) / 1000;
    return { rows: lines - 1, microsecondsPerRow: (seconds * 1e6) / (lines - 1), rowsPerSecond: Math.round((lines - 1) / seconds) };
  } finally {
    await db.destroy();
  }
}

/**
 * Every timed request asks something not asked before (another page, term or record), so the list
 * cache (server/routes/listCache.ts) cannot answer it; one row times the cached answer on purpose.
 */
export async function benchMotorPolicies(server: ServerProcess, api: ApiClient, { sqliteFile }: { sqliteFile?: string } = {}) {
  const common = await commonTerm(api);
  const sample: { _id: string; vehicle_number: string; policy_number: string }[] = (await api.get(`/motor-policy?page=3&limit=${RUNS + 2}`)).body.data;
  const vehicle = (i: number) => sample[i % sample.length].vehicle_number;
  const spaced = (i: number) => vehicle(i).replace(/^([A-Z]{2})(\d+)([A-Z]*)(\d+)$/, '$1 $2 $3 $4').toLowerCase();
  const lastPage = Math.ceil(POLICIES / 50);
  const middlePage = Math.ceil(lastPage / 2);

  const latencies: Measurement[] = [];
  const time = async (name: string, pathFor: (i: number) => string, before?: (i: number) => Promise<unknown>) =>
    latencies.push(await measure(name, RUNS, (i) => api.get(pathFor(i)), { before, server }));
  await time('list page (50 rows + total): pages 1, 2, 3…', (i) => `/motor-policy?page=${i + 1}&limit=50`);
  await time('the same page again (answered from the list cache)', () => '/motor-policy?page=1&limit=50');
  // Pages reached directly: the page before was not served, so where it ended is not known.
  await time(`deep pages around the middle (pages ${middlePage.toLocaleString('en-IN')}, ${(middlePage + 2).toLocaleString('en-IN')}…, each reached directly)`, (i) => `/motor-policy?page=${middlePage + 2 * i}&limit=50`);
  await time(`the last pages (page ${lastPage.toLocaleString('en-IN')} and before)`, (i) => `/motor-policy?page=${lastPage - i}&limit=50`);
  await time('search a vehicle number (page + total)', (i) => `/motor-policy?page=1&limit=50&search=${vehicle(i)}`);
  await time('search a spaced registration "mh 12 ab 1234"', (i) => `/motor-policy?page=1&limit=50&search=${encodeURIComponent(spaced(i))}`);
  // As staff paste it from a schedule or an e-mail: every trigram of it is common to many policies.
  await time('search a whole policy number', (i) => `/motor-policy?page=1&limit=50&search=${encodeURIComponent(sample[i % sample.length].policy_number)}`);
  await time('search policy number digits', (i) => `/motor-policy?page=1&limit=50&search=${String(4242 + i * 37).padStart(7, '0')}`);
  // Pages RUNS, RUNS − 1… 1; the warm-up calls (i ≥ RUNS) ask pages beyond those, so none is answered from the cache.
  const downFrom = (i: number) => (i < RUNS ? RUNS - i : i + 2);
  const commonSearch = `search "${common.term}" (${common.total.toLocaleString('en-IN')} policies)`;
  // A write between runs (a policy's customer name set to what it was) changes the table's version, so
  // neither the answer nor the search's total is known: the page and the count are read afresh.
  const touched = sample[0];
  const write = () => api.patch(`/motor-policy/${touched._id}`, { customer_name: (touched as { customer_name?: string }).customer_name });
  await time(`${commonSearch}, page 1 just after a write (total counted afresh)`, () => `/motor-policy?page=1&limit=50&search=${common.term}`, write);
  await time(`${commonSearch}, pages 1, 2, 3… (Next after Next)`, (i) => `/motor-policy?page=${i + 1}&limit=50&search=${common.term}`);
  // After a write, so that no page served above answers from the cache or tells where the next starts.
  await write();
  await time(`${commonSearch}, pages ${RUNS}, ${RUNS - 1}, ${RUNS - 2}… (each reached directly)`, (i) => `/motor-policy?page=${downFrom(i)}&limit=50&search=${common.term}`);
  await time('sorted by total premium, pages 1, 2, 3…', (i) => `/motor-policy?page=${i + 1}&limit=50&sort=total_premium&order=desc`);
  await time('sorted by last change, pages 1, 2, 3…', (i) => `/motor-policy?page=${i + 1}&limit=50&sort=updatedAt&order=desc`);
  await time('filtered to business type New, pages 1, 2, 3…', (i) => `/motor-policy?page=${i + 1}&limit=50&business_type=New`);
  await time('one policy by id', (i) => `/motor-policy/${sample[i % sample.length]._id}`);
  await time('summary (count and totals)', () => '/motor-policy/summary');

  // The first export reads from disk what the list has not read: on SQLite the file is dropped from
  // the OS page cache first, as after the machine restarts (GNU dd's nocache). The second is timed warm.
  if (sqliteFile) execFileSync('dd', [`if=${sqliteFile}`, 'iflag=nocache', 'count=0'], { stdio: 'ignore' });
  const { result: firstExport, peakAnonMb: firstPeakAnonMb } = await server.peakAnonDuring(() => csvExport(server.url, api.token!));
  // V8 keeps the heap that the requests above grew (live data was about 37 MB of 130 MB in a trace
  // of its collections) until its memory reducer gives it back, which it did after about 25 s of
  // idle in that trace but not always within this wait: the figures before and after say which.
  const memoryAfterLoad = server.memory();
  await new Promise((resolve) => setTimeout(resolve, IDLE_BEFORE_EXPORT_MS));
  const memoryBefore = server.memory();
  const { result: exported, peakAnonMb } = await server.peakAnonDuring(() => csvExport(server.url, api.token!));
  const repeated = await load(server.url, api.token!, () => '/motor-policy?page=1&limit=50');
  const distinct = await load(server.url, api.token!, distinctListPath);
  return { latencies, firstExport, firstPeakAnonMb, coldCache: Boolean(sqliteFile), exported, memoryAfterLoad, memoryBefore, peakAnonMb, repeated, distinct };
}

/** One database's run of benchMotorPolicies, with what the server held when it started and the export read without HTTP. */
interface PolicyRun {
  database: string;
  seeding: Awaited<ReturnType<typeof ensurePolicies>>;
  results: Awaited<ReturnType<typeof benchMotorPolicies>>;
  freshMemory: { anonMb: number };
  exportInProcess?: Awaited<ReturnType<typeof sqliteExportInProcess>>;
}

const count = (n: number) => n.toLocaleString('en-IN');

function seedingLine({ database, seeding }: PolicyRun) {
  const how = seeding.seeded ? `seeded ${count(seeding.seeded)} policies in ${seeding.seconds.toFixed(0)} s` : 'reused an already seeded database';
  return `${database}: ${how}${seeding.megabytes ? `; the policies take ${count(Math.round(seeding.megabytes))} MB with their indexes` : ''}.`;
}

function exportLines({ database, results, freshMemory, exportInProcess }: PolicyRun) {
  const { firstExport, firstPeakAnonMb, coldCache, exported, memoryAfterLoad, memoryBefore, peakAnonMb } = results;
  return [
    `- ${database}, first${coldCache ? ' (the database file dropped from the OS page cache)' : ''}: ${firstExport.megabytes} MB in ${firstExport.seconds.toFixed(1)} s = ${count(firstExport.rowsPerSecond)} rows/s, peak ${firstPeakAnonMb} MB.`,
    `- ${database}, again: ${count(exported.rows)} rows in ${exported.seconds.toFixed(1)} s = **${count(exported.rowsPerSecond)} rows/s**; ${memoryAfterLoad.anonMb} MB after the requests above, ${memoryBefore.anonMb} MB after ${IDLE_BEFORE_EXPORT_MS / 1000} s idle, **peak ${peakAnonMb} MB** (${freshMemory.anonMb} MB just after the server started; resident with the mapped database ${memoryBefore.rssMb} MB).`,
    ...(exportInProcess ? [`- ${database}, read in the benchmark's own process without HTTP: ${exportInProcess.microsecondsPerRow.toFixed(1)} µs per row = ${count(exportInProcess.rowsPerSecond)} rows/s.`] : []),
  ];
}

/** How each database's book was made. */
export const bookLine = (runs: PolicyRun[]) => `${count(POLICIES)} policies. ${runs.map(seedingLine).join(' ')}`;

/** The list under load and the CSV export on each database. */
export function loadAndExportReport(runs: PolicyRun[]) {
  const loadCell = ({ requestsPerSecond, p50, p99, errors }: PolicyRun['results']['repeated']) => `**${count(requestsPerSecond)} requests/s**, p50 ${p50}, p99 ${p99} ms, ${errors} errors`;
  const loadRow = (what: string, of: (results: PolicyRun['results']) => PolicyRun['results']['repeated']) => `| ${what} | ${runs.map(({ results }) => loadCell(of(results))).join(' | ')} |`;
  return [
    `| the list under load (autocannon, 10 connections, 10 s) | ${runs.map(({ database }) => database).join(' | ')} |`,
    `|---|${runs.map(() => '---|').join('')}`,
    loadRow('page 1 asked again and again, as staff opening the list do (list cache)', (results) => results.repeated),
    loadRow('a different sort or page each time, 320 distinct queries (never cached)', (results) => results.distinct),
    '',
    "CSV export of every policy, with the server's own memory (RssAnon):",
    '',
    ...runs.flatMap(exportLines),
    '',
  ].join('\n');
}
