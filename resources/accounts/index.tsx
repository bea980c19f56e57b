import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { paths } from '../../src/paths';
import { lazyScreen } from '../core/lazyScreen';
import { resourceRoute } from '../core/screenRoutes';

const AccountList = lazyScreen(() => import('./AccountList'), 'AccountList');

export const accounts = {
  name: 'accounts',
  list: AccountList,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'email',
};

export const accountRoutes = [resourceRoute(paths.access, 'accounts', <AccountList />)];
