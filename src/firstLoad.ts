/**
 * The API's first answer at the address the panel opens on, asked by the entry point while the
 * panel's code downloads instead of after it has run (it waits in dataProvider/earlyAnswers.ts):
 * on a phone over 4G, a round trip less before the rows show. Only the Policy List's default first
 * page, the screen staff open most. The role, which the panel also asks at every start, is not
 * asked early: nothing waits for it (authProvider/sessionQueries.ts), and it would only hold up
 * the code. (The code an address needs is listed by the server in the page: server/ui/pageHtml.ts.)
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
  // Sort, page or filters in the address or kept from an earlier visit make another first
  // request than the default one; none is guessed.
  if (pathname !== paths.policies || search || listParamsKept('motorPolicies') || !liveToken()) return;
  const { sort, perPage } = POLICY_LIST_DEFAULTS;
  requestEarly(`${MOTOR_POLICY_ENDPOINT}?${listQuery({ pagination: { page: 1, perPage }, sort, filter: {} })}`);
}
