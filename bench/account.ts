/** The benchmarks' account: signed in, or signed up on a database that does not have it yet. */
import type { ApiClient } from '../tests/support/apiClient';

export const BENCH_ACCOUNT = { email: 'bench@brokerage.in', password: 'bench-pass-1' };

/** Signs `api` in as the bench account and answers the session (its token and user). */
export async function signInBenchAccount(api: ApiClient): Promise<{ access_token: string; user: unknown }> {
  const login = await api.post('/auth/login', BENCH_ACCOUNT);
  if (login.status !== 200) return api.signUp(BENCH_ACCOUNT.email, BENCH_ACCOUNT.password);
  api.token = login.body.access_token;
  return login.body;
}
