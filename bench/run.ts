/**
 * Benchmarks of the foundation, against the real server over loopback HTTP:
 * - sign-in (dominated by scrypt, on purpose);
 * - the company list: first page, search, deep page and a single record, with COMPANIES rows.
 *
 *   npm run bench                        # SQLite
 *   BENCH_DATABASE_URL=postgres://... npm run bench   # PostgreSQL (an empty database)
 *
 * Prints a table of median and 95th-percentile latencies; copy the figures into BENCHMARKS.md.
 */
import { performance } from 'node:perf_hooks';
import { v7 as uuidv7 } from 'uuid';
import { ApiClient } from '../tests/support/apiClient';
import { startTestServer } from '../tests/support/testServer';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CITIES = ['Pune', 'Mumbai', 'Delhi', 'Chennai', 'Kolkata', 'Bengaluru', 'Hyderabad', 'Jaipur'];
const TYPES = ['Broker', 'Agent', 'Corporate', 'Aggregator'] as const;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(label: string, runs: number, call: (i: number) => Promise<{ status: number }>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const { status } = await call(i);
    times.push(performance.now() - start);
    if (status >= 400) throw new Error(`${label}: HTTP ${status}`);
  }
  times.sort((a, b) => a - b);
  return { label, runs, median: percentile(times, 50).toFixed(1), p95: percentile(times, 95).toFixed(1) };
}

const database = process.env.BENCH_DATABASE_URL ? 'postgres' : 'sqlite';
const server = await startTestServer({
  env: process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {},
});
try {
  const api = new ApiClient(server.url);
  await api.signUp('bench@brokerage.in', 'bench-pass-1');

  const loadStart = performance.now();
  const now = Date.now();
  for (let offset = 0; offset < COMPANIES; offset += 1000) {
    const rows = Array.from({ length: Math.min(1000, COMPANIES - offset) }, (_, j) => {
      const n = offset + j;
      const at = new Date(now - n * 60_000).toISOString();
      return {
        id: uuidv7(),
        name: `Company ${n} ${CITIES[n % CITIES.length]} Insurance`,
        address: `${n} Main Road`,
        city: CITIES[n % CITIES.length],
        pincode: String(400000 + (n % 99999)).padStart(6, '0'),
        state: 'Maharashtra',
        zone: null,
        mobile: String(9000000000 + n),
        email: `contact${n}@company${n}.in`,
        partnerType: TYPES[n % TYPES.length],
        logo: null,
        createdAt: at,
        updatedAt: at,
      };
    });
    await server.app.db.insertInto('companies').values(rows).execute();
  }
  const loadSeconds = ((performance.now() - loadStart) / 1000).toFixed(1);

  const sample = (await api.get('/company?page=1&limit=1')).body.data[0]._id;
  const results = [
    await measure('POST /auth/login', 20, () => new ApiClient(server.url).post('/auth/login', { email: 'bench@brokerage.in', password: 'bench-pass-1' })),
    await measure('GET /company page 1 of 10, newest first', RUNS, () => api.get('/company?page=1&limit=10')),
    await measure('GET /company search "contact4242" (name or e-mail)', RUNS, () => api.get('/company?page=1&limit=10&search=contact4242')),
    await measure('GET /company page 1 sorted by name', RUNS, () => api.get('/company?page=1&limit=10&sort=name&order=asc')),
    await measure('GET /company page 2000 of 10', RUNS, () => api.get('/company?page=2000&limit=10')),
    await measure('GET /company/{id}', RUNS, () => api.get(`/company/${sample}`)),
  ];
  console.log(`\n${database}, ${COMPANIES.toLocaleString('en-IN')} companies (loaded in ${loadSeconds} s), ${RUNS} requests each, one client\n`);
  console.log('| request | runs | median ms | p95 ms |');
  console.log('|---|---|---|---|');
  for (const r of results) console.log(`| ${r.label} | ${r.runs} | ${r.median} | ${r.p95} |`);
} finally {
  await server.close();
}
