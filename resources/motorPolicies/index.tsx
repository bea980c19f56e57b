import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { paths } from '../../src/paths';
import { lazyScreen } from '../core/lazyScreen';
import { resourceRoute } from '../core/screenRoutes';

const PolicyCreate = lazyScreen(() => import('./PolicyCreate'), 'PolicyCreate');
const PolicyList = lazyScreen(() => import('./PolicyList'), 'PolicyList');
const RenewalsDue = lazyScreen(() => import('./RenewalsDue'), 'RenewalsDue');

/** What <Resource name="motorPolicies"> takes; the screens live at the spec's addresses below. */
export const motorPolicies = {
  name: 'motorPolicies',
  list: PolicyList,
  icon: DirectionsCarIcon,
  recordRepresentation: 'policy_number',
};

export const motorPolicyRoutes = [
  resourceRoute(paths.createPolicy, 'motorPolicies', <PolicyCreate />),
  resourceRoute(paths.policies, 'motorPolicies', <PolicyList />),
  resourceRoute(paths.renewals, 'motorPolicies', <RenewalsDue />),
];
