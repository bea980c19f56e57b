/**
 * The dashboard overview at the size brokerages have: every period the selector offers, each asked
 * afresh (the answer is not cached), against the real server process; and what keeping the
 * rollups costs a write (one policy created, edited, deleted).
 */
import { financialYearOf } from '../src/pages/dashboard/periods';
import type { ApiClient } from '../tests/support/apiClient';
import { samplePolicy } from '../tests/support/policies';
import type { ServerProcess } from '../tests/support/serverProcess';
import { measure, type Measurement } from './measure';

const RUNS = Number(process.env.BENCH_RUNS ?? 100);

export async function benchDashboard(server: ServerProcess, api: ApiClient): Promise<Measurement[]> {
  const latest: string = (await api.get('/motor-policy?page=1&limit=1&sort=start_date&order=desc')).body.data[0]?.start_date ?? '2026-03-31';
  const lastDay = new Date(`${latest}T00:00:00Z`);
  const year = financialYearOf(lastDay);
  const month = latest.slice(0, 7);
  const threeMonthsBack = new Date(Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
  const periods: [string, string][] = [
    ['all time', ''],
    [`a financial year (${year.from} to ${year.to})`, `from=${year.from}&to=${year.to}`],
    [`last 3 months of the data (${threeMonthsBack} to ${latest})`, `from=${threeMonthsBack}&to=${latest}`],
    [`one month (${month})`, `from=${month}-01&to=${latest}`],
    ['a custom range with part months at both ends', `from=${year.from.slice(0, 8)}17&to=${latest.slice(0, 8)}09`],
  ];
  const results: Measurement[] = [];
  for (const [label, query] of periods) results.push(await measure(`overview, ${label}`, RUNS, () => api.get(`/dashboard/overview?${query}`), { server }));

  const ids: string[] = [];
  results.push(
    await measure('create one policy (its rollups kept in the same transaction)', RUNS, async (i) => {
      const created = await api.post('/motor-policy', samplePolicy({ policy_number: `BENCH-DASH-${Date.now()}-${i}` }));
      ids.push(created.body._id);
      return created;
    }, { server }),
  );
  results.push(await measure('edit its make and premium', RUNS, (i) => api.patch(`/motor-policy/${ids[i]}`, { make: 'Kia', total_premium: 15000 + i }), { server }));
  results.push(await measure('delete it', RUNS, (i) => api.delete(`/motor-policy/${ids[i]}`), { server }));
  // The warm-up calls of `measure` left a few more: remove them too.
  for (const id of ids.slice(RUNS)) await api.delete(`/motor-policy/${id}`);
  return results;
}

/** The measurements named as rows among the list's. */
export const dashboardRequests = (results: Measurement[]) => results.map((result) => ({ ...result, label: `dashboard: ${result.label}` }));
