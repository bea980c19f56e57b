import BusinessIcon from '@mui/icons-material/Business';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import { paths } from '../../src/paths';
import { CompanyCreate } from './CompanyCreate';
import { CompanyList } from './CompanyList';

/** What <Resource name="companies"> takes: the list lives at /companies, the spec's "company area". */
export const companies = {
  name: 'companies',
  list: CompanyList,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};

/** The spec's addresses for the company screens. */
export const companyRoutes = [
  <Route
    key="company-creation"
    path={paths.companyCreation}
    element={<ResourceContextProvider value="companies"><CompanyCreate /></ResourceContextProvider>}
  />,
  <Route
    key="view-company"
    path={paths.viewCompanies}
    element={<ResourceContextProvider value="companies"><CompanyList /></ResourceContextProvider>}
  />,
];
