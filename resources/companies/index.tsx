import BusinessIcon from '@mui/icons-material/Business';
import { paths } from '../../src/paths';
import { lazyScreen } from '../core/lazyScreen';
import { resourceRoute } from '../core/screenRoutes';

const CompanyCreate = lazyScreen(() => import('./CompanyCreate'), 'CompanyCreate');
const CompanyList = lazyScreen(() => import('./CompanyList'), 'CompanyList');

/** What <Resource name="companies"> takes: the list lives at /companies, the spec's "company area". */
export const companies = {
  name: 'companies',
  list: CompanyList,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};

/** The spec's addresses for the company screens. */
export const companyRoutes = [
  resourceRoute(paths.companyCreation, 'companies', <CompanyCreate />),
  resourceRoute(paths.viewCompanies, 'companies', <CompanyList />),
];
