/**
 * The Policy List at the size brokerages have, for every sort and filter it offers (issue 37), on
 * SQLite, where a query runs on the thread that calls it:
 * - each sort alone, each filter alone and each filter with another sort, pages 1–20 asked in turn
 *   (never the same page twice, so the list cache cannot answer; each page starts where the route
 *   remembers the one before ended, as Next does), as medians of the server's own time and as
 *   multiples of the default sort's;
 * - lists beside slow lists, the server started twice in one run: lists read on its own connection
 *   and event loop (LIST_READ_THREADS=0, as before the read threads) and on read threads (the
 *   default). Each time the distinct mix of sorts and pages alone, then page 1 asked again and again
 *   (answered from the list cache: only the event loop is needed) while other connections ask a
 *   slow list, a filter with another sort and deep pages.
 */
import { ApiClient } from '../tests/support/apiClient';
import { type ServerProcess, startServerProcess } from '../tests/support/serverProcess';
import { signInBenchAccount } from './account';
import { measure, type Measurement, sideBySide } from './measure';
import { distinctListPath, load, LOAD_SECONDS } from './motorPolicies';

const PAGES = 20;

/** A filter with another sort, deep into the list: neither index serves both, so each page reads many rows. */
const slowListPath = (n: number) => `/motor-policy?page=${(n % 50) + 100}&limit=50&business_type=Rollover&sort=make&order=${n % 2 ? 'asc' : 'desc'}`;

type Env = { DATA_DIR: string; DATABASE_URL: string };

/** The lists the Policy List can ask for, by their query (page and limit added). */
function policyListQueries(sample: { broker_name: string; make: string; start_date: string }) {
  const month = sample.start_date.slice(0, 7);
  const monthRange = (field: string) => `${field}_gte=${month}-01&${field}_lte=${month}-28`;
  const broker = `broker_name=${encodeURIComponent(sample.broker_name)}`;
  const make = `make=${encodeURIComponent(sample.make)}`;
  return [
    ['default (newest first)', ''],
    ...['policy_number', 'customer_name', 'policy_type', 'make', 'total_premium', 'broker_name', 'start_date', 'end_date', 'updatedAt'].map(
      (field) => [`sorted by ${field}`, `sort=${field}&order=asc`],
    ),
    ['business type Rollover', 'business_type=Rollover'],
    ['policy type Third Party', 'policy_type=Third%20Party'],
    [`broker ${sample.broker_name}`, broker],
    [`make ${sample.make}`, make],
    [`start date in ${month}`, monthRange('start_date')],
    [`end date in ${month}`, monthRange('end_date')],
    ['business type Rollover, sorted by make', 'business_type=Rollover&sort=make&order=asc'],
    ['policy type Third Party, sorted by total premium', 'policy_type=Third%20Party&sort=total_premium&order=desc'],
    [`broker, sorted by customer name`, `${broker}&sort=customer_name&order=asc`],
    [`make, sorted by start date`, `${make}&sort=start_date&order=desc`],
    [`start date in ${month}, sorted by total premium`, `${monthRange('start_date')}&sort=total_premium&order=desc`],
    ['business type Rollover and policy type Third Party', 'business_type=Rollover&policy_type=Third%20Party'],
  ] as const;
}

async function eachSortAndFilter(server: ServerProcess, api: ApiClient, runs: number) {
  const sample = (await api.get('/motor-policy?page=1&limit=1')).body.data[0];
  const measurements: Measurement[] = [];
  for (const [label, query] of policyListQueries(sample)) {
    // Pages 1–20, the warm-up calls pages beyond them.
    const path = (i: number) => `/motor-policy?page=${i + 1}&limit=50${query ? `&${query}` : ''}`;
    measurements.push(await measure(`${label}, pages 1–${runs}`, runs, (i) => api.get(path(i)), { server }));
  }
  return measurements;
}

type Load = Awaited<ReturnType<typeof load>>;

async function besideSlowLists(server: ServerProcess, api: ApiClient) {
  // Warm: the threads started, the pages of the mix read once.
  await load(server.url, api.token!, distinctListPath);
  const distinct = await load(server.url, api.token!, distinctListPath);
  const [pageOne, slow] = await Promise.all([
    load(server.url, api.token!, () => '/motor-policy?page=1&limit=50', 8),
    load(server.url, api.token!, slowListPath, 2),
  ]);
  return { distinct, pageOne, slow, memory: server.memory() };
}

async function withServer<T>(env: Env & Record<string, string>, work: (server: ServerProcess, api: ApiClient) => Promise<T>) {
  const server = await startServerProcess(env, { requestLog: true });
  try {
    const api = new ApiClient(server.url);
    await signInBenchAccount(api);
    return await work(server, api);
  } finally {
    await server.stop();
  }
}

/** Every sort and filter on a server of its own (PostgreSQL: its lists never ran on the event loop). */
export const benchSortsAndFilters = (env: Env) => withServer(env, (server, api) => eachSortAndFilter(server, api, PAGES));

export async function benchLists(env: Env) {
  const ownConnection = await withServer({ ...env, LIST_READ_THREADS: '0' }, besideSlowLists);
  const { sortsAndFilters, readThreads } = await withServer(env, async (server, api) => ({
    sortsAndFilters: await eachSortAndFilter(server, api, PAGES),
    readThreads: await besideSlowLists(server, api),
  }));
  return { sortsAndFilters, ownConnection, readThreads };
}

export function listsReport(
  policies: number,
  { sortsAndFilters, ownConnection, readThreads }: Awaited<ReturnType<typeof benchLists>>,
  onPostgres?: Measurement[],
) {
  const cell = ({ requestsPerSecond, p50, p99, errors }: Load) => `${requestsPerSecond.toLocaleString('en-IN')} requests/s, p50 ${p50}, p99 ${p99} ms, ${errors} errors`;
  const row = (what: string, of: (r: typeof readThreads) => Load) => `| ${what} | ${cell(of(ownConnection))} | ${cell(of(readThreads))} |`;
  const measured = [{ database: 'SQLite', results: sortsAndFilters }, ...(onPostgres ? [{ database: 'PostgreSQL', results: onPostgres }] : [])];
  return [
    `${policies.toLocaleString('en-IN')} policies; SQLite with read threads (the default).`,
    '',
    ...sideBySide(measured, { multiples: true }),
    '',
    `| SQLite, beside slow lists (autocannon, ${LOAD_SECONDS} s a row; 503s count as errors) | own connection (LIST_READ_THREADS=0) | 2 read threads (default) |`,
    '|---|---|---|',
    row('distinct mix alone, 10 connections', (r) => r.distinct),
    row('page 1 (list cache), 8 connections, beside…', (r) => r.pageOne),
    row('…a slow list (filter + other sort, pages 100–149), 2 connections', (r) => r.slow),
    `| the server's own memory after (RssAnon, threads included) | ${ownConnection.memory.anonMb} MB | ${readThreads.memory.anonMb} MB |`,
  ].join('\n');
}
