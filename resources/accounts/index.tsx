import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { paths } from '../../src/paths';
import { AccountList } from './AccountList';

export const accounts = {
  name: 'accounts',
  list: AccountList,
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'email',
};

export const accountRoutes = [
  <Route
    key="access"
    path={paths.access}
    element={<ResourceContextProvider value="accounts"><AccountList /></ResourceContextProvider>}
  />,
];
