import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { accountRoutes, accounts } from '../resources/accounts';
import { agents } from '../resources/agents';
import { auditLog, auditLogRoutes } from '../resources/auditLog';
import { companies, companyRoutes } from '../resources/companies';
import { lazyScreen } from '../resources/core/lazyScreen';
import { screenRoute } from '../resources/core/screenRoutes';
import { declaredResourceDeclarations, declaredResourceProps } from '../resources/core/declared/declaredResources';
import { employees } from '../resources/employees';
import { extractionOutputRoutes, extractionOutputs } from '../resources/extractionOutputs';
import { learnedLayoutRoutes, learnedLayouts } from '../resources/learnedLayouts';
import { motorPolicies, motorPolicyRoutes } from '../resources/motorPolicies';
import { partnerRoutes, partners } from '../resources/partners';
import { payoutRoutes } from '../resources/payoutPayments';
import { policyConfigurationRoutes, policyConfigurations } from '../resources/policyConfigurations';
import { PRODUCT_NAME } from './brand';
import { i18nProvider } from './i18n/i18nProvider';
import { LeavePanel } from './layout/LeavePanel';
import { PanelLayout } from './layout/PanelLayout';
import { panelDarkTheme, panelLightTheme } from './layout/panelThemes';
import { PanelNotification } from './layout/PanelNotification';
import { createPanelQueryClient } from './queryClient';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { paths } from './paths';

const CreateUserPage = lazyScreen(() => import('./pages/CreateUserPage'), 'CreateUserPage');
const ListUsersPage = lazyScreen(() => import('./pages/ListUsersPage'), 'ListUsersPage');
const MotorQuotePage = lazyScreen(() => import('./pages/motorQuote/MotorQuotePage'), 'MotorQuotePage');
const ProfilePage = lazyScreen(() => import('./pages/ProfilePage'), 'ProfilePage');

/** Declared once, as the module loads, so the opened address's screen can be fetched before the panel renders. */
const pageRoutes = [
  screenRoute(paths.profile, <ProfilePage />),
  screenRoute(paths.motorQuote, <MotorQuotePage />),
  screenRoute(paths.createUser, <CreateUserPage />),
  screenRoute(paths.listUsers, <ListUsersPage />),
];

const queryClient = createPanelQueryClient();

/** The signed-in panel; the landing and login pages are a separate app (see main.tsx). */
export const App = () => (
  <Admin
    title={PRODUCT_NAME}
    dataProvider={dataProvider}
    authProvider={authProvider}
    queryClient={queryClient}
    i18nProvider={i18nProvider}
    layout={PanelLayout}
    loginPage={false}
    catchAll={NotFoundPage}
    notification={PanelNotification}
    theme={panelLightTheme}
    darkTheme={panelDarkTheme}
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
    <Resource {...learnedLayouts} />
    <Resource {...auditLog} />
    {declaredResourceDeclarations.map((declaration) => (
      <Resource key={declaration.name} {...declaredResourceProps(declaration)} />
    ))}
    <CustomRoutes noLayout>
      <Route path={paths.landing} element={<LeavePanel />} />
      <Route path={paths.login} element={<LeavePanel />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path={paths.panel} element={<DashboardPage />} />
      <Route path={paths.page1} element={<PlaceholderPage number={1} />} />
      <Route path={paths.page2} element={<PlaceholderPage number={2} />} />
      {pageRoutes}
      {motorPolicyRoutes}
      {payoutRoutes}
      {extractionOutputRoutes}
      {policyConfigurationRoutes}
      {learnedLayoutRoutes}
      {auditLogRoutes}
      {companyRoutes}
      {partnerRoutes}
      {accountRoutes}
    </CustomRoutes>
  </Admin>
);
