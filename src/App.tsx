import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { accountRoutes, accounts } from '../resources/accounts';
import { agents } from '../resources/agents';
import { auditLog, auditLogRoutes } from '../resources/auditLog';
import { companies, companyRoutes } from '../resources/companies';
import { employees } from '../resources/employees';
import { extractionOutputRoutes, extractionOutputs } from '../resources/extractionOutputs';
import { motorPolicies, motorPolicyRoutes } from '../resources/motorPolicies';
import { partnerRoutes, partners } from '../resources/partners';
import { policyConfigurationRoutes, policyConfigurations } from '../resources/policyConfigurations';
import { PRODUCT_NAME } from './brand';
import { i18nProvider } from './i18n/i18nProvider';
import { PanelLayout } from './layout/PanelLayout';
import { PanelNotification } from './layout/PanelNotification';
import { CreateUserPage } from './pages/CreateUserPage';
import { DashboardPage } from './pages/DashboardPage';
import { LandingPage } from './pages/LandingPage';
import { ListUsersPage } from './pages/ListUsersPage';
import { LoginPage } from './pages/LoginPage';
import { MotorQuotePage } from './pages/motorQuote/MotorQuotePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { ProfilePage } from './pages/ProfilePage';
import { paths } from './paths';
import { theme } from './theme';

export const App = () => (
  <Admin
    title={PRODUCT_NAME}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={PanelLayout}
    loginPage={LoginPage}
    catchAll={NotFoundPage}
    notification={PanelNotification}
    theme={theme}
    disableTelemetry
  >
    <Resource {...motorPolicies} />
    <Resource {...companies} />
    <Resource {...partners} />
    <Resource {...employees} />
    <Resource {...agents} />
    <Resource {...accounts} />
    <Resource {...extractionOutputs} />
    <Resource {...policyConfigurations} />
    <Resource {...auditLog} />
    <CustomRoutes noLayout>
      <Route path={paths.landing} element={<LandingPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path={paths.panel} element={<DashboardPage />} />
      <Route path={paths.page1} element={<PlaceholderPage number={1} />} />
      <Route path={paths.page2} element={<PlaceholderPage number={2} />} />
      <Route path={paths.profile} element={<ProfilePage />} />
      <Route path={paths.motorQuote} element={<MotorQuotePage />} />
      {motorPolicyRoutes}
      {extractionOutputRoutes}
      {policyConfigurationRoutes}
      {auditLogRoutes}
      {companyRoutes}
      {partnerRoutes}
      <Route path={paths.createUser} element={<CreateUserPage />} />
      <Route path={paths.listUsers} element={<ListUsersPage />} />
      {accountRoutes}
    </CustomRoutes>
  </Admin>
);
