import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { paths } from '../../src/paths';
import { resourceRoute } from '../core/resourceRoute';
import { PolicyCreate } from './PolicyCreate';
import { PolicyList } from './PolicyList';

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
];
