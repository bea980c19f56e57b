import { paths } from '../../src/paths';
import { lazyScreen } from '../core/lazyScreen';
import { resourceRoute } from '../core/screenRoutes';

const PayoutsDue = lazyScreen(() => import('./PayoutsDue'), 'PayoutsDue');

/** Payouts due per partner and agent for a month; the payments themselves are the declared resource's own list. */
export const payoutRoutes = [resourceRoute(paths.payouts, 'payoutPayments', <PayoutsDue />)];
