import { notifyManager, QueryClient, timeoutManager } from '@tanstack/react-query';
import { seedSessionQueries } from '../authProvider/sessionQueries';
import { createCoalescedTimeouts, createSharedTickScheduler } from './queryTimers';

// One of each for the page: react-query keeps them globally, and timers set through one provider
// cannot be cancelled through another.
const timeouts = createCoalescedTimeouts();
const scheduler = createSharedTickScheduler();

/**
 * A failed query is tried again (three times, as react-query does) when the network or the server
 * failed, never when the server answered that the request itself is refused (4xx): asking again
 * changes nothing, and a signed-out session (401) would wait about 11 s of retries before /login.
 * Nor a list or the dashboard stopped at its time budget: the same read would take as long again, and
 * each try would keep more of the server's list readers busy for everyone.
 */
const TOO_SLOW = new Set<unknown>(['listTooSlow', 'dashboardTooSlow']);

export const retryUnlessRefused = (failures: number, error: unknown) => {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { code?: unknown } };
  const refused = typeof status === 'number' && status >= 400 && status < 500;
  return !refused && !TOO_SLOW.has(body?.code) && failures < 3;
};

/**
 * The panel's react-query client (react-admin's cache): its long timers grouped behind one
 * browser timer, its notifications sent on one shared tick, and the session's queries started
 * from what the browser kept at sign-in.
 */
export function createPanelQueryClient() {
  timeoutManager.setTimeoutProvider(timeouts);
  notifyManager.setScheduler(scheduler);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
  seedSessionQueries(queryClient);
  return queryClient;
}
