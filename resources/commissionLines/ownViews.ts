/** The commission lines' list is their reconciliation screen; create, edit and show stay generated. */
import { lazyScreen } from '../core/lazyScreen';

export const ownViews = {
  list: lazyScreen(() => import('./ReconciliationList'), 'ReconciliationList'),
};
