import { notifyManager, QueryClient, timeoutManager } from '@tanstack/react-query';
import { seedSessionQueries } from '../authProvider/sessionQueries';
import { createCoalescedTimeouts, createSharedTickScheduler } from './queryTimers';

// One of each for the page: react-query keeps them globally, and timers set through one provider
// cannot be cancelled through another.
const timeouts = createCoalescedTimeouts();
const scheduler = createSharedTickScheduler();

/**
 * The panel's react-query client (react-admin's cache): its long timers grouped behind one
 * browser timer, its notifications sent on one shared tick, and the session's queries started
 * from what the browser kept at sign-in.
 */
export function createPanelQueryClient() {
  timeoutManager.setTimeoutProvider(timeouts);
  notifyManager.setScheduler(scheduler);
  const queryClient = new QueryClient();
  seedSessionQueries(queryClient);
  return queryClient;
}
