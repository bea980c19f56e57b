/**
 * What the panel asks the API for first at the address it opens on, asked by the entry point
 * while the panel's code downloads (the answers wait in dataProvider/earlyAnswers.ts):
 * - the account's role, which the panel asks again at every start (authProvider/sessionQueries.ts);
 * - on the Policy List, the screen staff open most, its first page.
 * On a phone over 4G each is a round trip less after the code has arrived, and in the meantime
 * they do not hold up the screen's own code (browsers fetch six files at a time from one server).
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
