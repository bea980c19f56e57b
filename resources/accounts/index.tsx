import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { paths } from '../../src/paths';
import { resourceRoute } from '../core/resourceRoute';
import { AccountList } from './AccountList';

export const accounts = {
  name: 'accounts',
  list: AccountList,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'email',
};

export const accountRoutes = [resourceRoute(paths.access, 'accounts', <AccountList />)];
