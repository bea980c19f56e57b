/**
 * The API's first answers at the address the panel opens on, asked by the entry point while the
 * panel's code downloads instead of after it has run (they wait in dataProvider/earlyAnswers.ts):
 * on a phone over 4G, a round trip less before the rows or the figures show. Only the Policy
 * List's default first page and the dashboard's default period, the screens staff open most.
 * The role, which the panel also asks at every start, is not
 * asked early: nothing waits for it (authProvider/sessionQueries.ts), and it would only hold up
 * the code. (The code an address needs is listed by the server in the page: server/ui/pageHtml.ts.)
 */
import { liveToken } from '../authProvider/session';
import { listQuery } from '../dataProvider/listQuery';
import { requestEarly } from '../dataProvider/earlyAnswers';
import { MOTOR_POLICY_ENDPOINT, POLICY_LIST_DEFAULTS } from '../resources/motorPolicies/listRequest';
import { DASHBOARD_PERIOD_KEY, overviewPath, RENEWALS_PATH } from './pages/dashboard/dashboardRequests';
import { paths } from './paths';

/**
 * Whether react-admin keeps a list's sort, page or filters from an earlier visit (its store, in
 * local storage under `RaStore.{resource}.listParams`): the list then asks for those instead.
 */
const kept = (key: string) => localStorage.getItem(`RaStore.${key}`) !== null;

export function requestFirstAnswers({ pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location) {
  if (!liveToken()) return;
  // Sort, page, filters or a period in the address or kept from an earlier visit make other first
  // requests than the default ones; none is guessed.
  if (pathname === paths.policies && !search && !kept('motorPolicies.listParams')) {
    const { sort, perPage } = POLICY_LIST_DEFAULTS;
    requestEarly(`${MOTOR_POLICY_ENDPOINT}?${listQuery({ pagination: { page: 1, perPage }, sort, filter: {} })}`);
  }
  if (pathname === paths.panel && !kept(DASHBOARD_PERIOD_KEY)) {
    // The default period, all time, has no dates (tests/component/firstLoad.test.ts).
    requestEarly(overviewPath({}));
    requestEarly(RENEWALS_PATH);
  }
}
