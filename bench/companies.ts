/**
 * The foundation against the real server process: sign-in (dominated by scrypt, on purpose) and the
 * company list (first page, search, sorted page, deep page, one record) with COMPANIES rows.
 */
import { v7 as uuidv7 } from 'uuid';
import { configFromEnv } from '../server/config';
import { createDatabase, migrateToLatest } from '../server/db/database';
import { ApiClient } from '../tests/support/apiClient';
import { measure, type Measurement } from './measure';
import type { ServerProcess } from '../tests/support/serverProcess';

export const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const CITIES = ['Pune', 'Mumbai', 'Delhi', 'Chennai', 'Kolkata', 'Bengaluru', 'Hyderabad', 'Jaipur'];
const TYPES = ['Broker', 'Agent', 'Corporate', 'Aggregator'] as const;

/** Loads COMPANIES companies straight into the table unless they are already there. */
export async function ensureCompanies(env: { DATA_DIR: string; DATABASE_URL: string }) {
  const db = createDatabase(configFromEnv(env));
  await migrateToLatest(db);
  const { count } = await db.selectFrom('companies').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const now = Date.now();
  for (let offset = Number(count); offset < COMPANIES; offset += 1000) {
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
    await db.insertInto('companies').values(rows).execute();
  }
  await db.destroy();
}

export async function benchCompanies(server: ServerProcess, api: ApiClient, credentials: { email: string; password: string }) {
  const sample = (await api.get('/company?page=1&limit=1')).body.data[0]._id;
  const deepPage = Math.floor(COMPANIES / 25);
  const results: Measurement[] = [
    await measure('POST /auth/login', 10, () => new ApiClient(server.url).post('/auth/login', credentials), { server }),
    await measure('page 1 of 10, newest first', RUNS, () => api.get('/company?page=1&limit=10'), { server }),
    await measure('search "contact4242" (name or e-mail)', RUNS, () => api.get('/company?page=1&limit=10&search=contact4242'), { server }),
    await measure('page 1 sorted by name', RUNS, () => api.get('/company?page=1&limit=10&sort=name&order=asc'), { server }),
    await measure(`page ${deepPage.toLocaleString('en-IN')} of 10`, RUNS, () => api.get(`/company?page=${deepPage}&limit=10`), { server }),
    await measure('one company by id', RUNS, () => api.get(`/company/${sample}`), { server }),
  ];
  return results;
}

/** The measurements named as rows among the policies'. */
export const companyRequests = (results: Measurement[]) => results.map((result) => ({ ...result, label: `${COMPANIES.toLocaleString('en-IN')} companies: ${result.label}` }));
