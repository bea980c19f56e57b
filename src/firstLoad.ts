/**
 * The API's first answers at the address the panel opens on, asked by the entry point while the
 * panel's code downloads instead of after it has run (they wait in dataProvider/earlyAnswers.ts):
 * on a phone over 4G, a round trip less before the screen shows. They are the account's role,
 * which the panel asks again at every start (authProvider/sessionQueries.ts), and on the Policy
 * List, the screen staff open most, its default first page. (The code an address needs is listed
 * by the server in the page it sends: server/ui/pageHtml.ts.)
 */
import { liveToken } from '../authProvider/session';
import { listQuery } from '../dataProvider/listQuery';
import { requestEarly } from '../dataProvider/earlyAnswers';
import { MOTOR_POLICY_ENDPOINT, POLICY_LIST_DEFAULTS } from '../resources/motorPolicies/listRequest';
import { paths } from './paths';

/**
 * Whether react-admin keeps a list's sort, page or filters from an earlier visit (its store, in
 * local storage under `RaStore.{resource}.listParams`): the list then asks for those instead.
 */
const listParamsKept = (resource: string) => localStorage.getItem(`RaStore.${resource}.listParams`) !== null;

export function requestFirstAnswers({ pathname, search }: Pick<Location, 'pathname' | 'search'> = window.location) {
  if (!liveToken()) return;
  requestEarly('/auth/profile');
  // Sort, page or filters in the address or kept from an earlier visit make another first
  // request than the default one; none is guessed.
  if (pathname === paths.policies && !search && !listParamsKept('motorPolicies')) {
    const { sort, perPage } = POLICY_LIST_DEFAULTS;
    requestEarly(`${MOTOR_POLICY_ENDPOINT}?${listQuery({ pagination: { page: 1, perPage }, sort, filter: {} })}`);
  }
}
