import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import DomainAddIcon from '@mui/icons-material/DomainAdd';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import FavoriteIcon from '@mui/icons-material/Favorite';
import GroupIcon from '@mui/icons-material/Group';
import ListAltIcon from '@mui/icons-material/ListAlt';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PolicyIcon from '@mui/icons-material/Policy';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SchoolIcon from '@mui/icons-material/School';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { memo } from 'react';
import { Menu } from 'react-admin';
import { paths } from '../paths';
import { MenuGroup } from './MenuGroup';
import { declaredInMenu } from '../../resources/core/declared/declaredResources';
import type { MenuGroupName } from '../../resources/core/defineResource';

/**
 * The sidebar of spec section 2, with the resources declared into its groups (their declaration's
 * `menu`) after the hand-made entries. Each hand-made screen's entry is added here by the issue that builds the
 * screen (Policy List, Add Policy, Upload Policy, Extraction Status, Create User, List Users), so
 * the sidebar never links to a page that does not exist. Configurations and the quote wizard have
 * no entry in the spec's list; without one nobody would find them, so they sit under Motor Insurance,
 * with the layouts learned from reviews beside the configurations.
 * Memoised like the top bar (see PanelAppBar): its links follow the address through the router.
 */
/** The lists of the resources declared into a group (their declaration's `menu`), by their name and icon. */
const declaredItems = (group: MenuGroupName) =>
  declaredInMenu(group).map((declaration) => <Menu.ResourceItem key={declaration.name} name={declaration.name} />);

export const PanelMenu = memo(() => (
  <Menu>
    <Menu.Item to={paths.panel} primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} end />
    <MenuGroup label="app.menu.motorInsurance" icon={<DirectionsCarIcon />}>
      <Menu.Item to={paths.policies} primaryText="app.menu.policyList" leftIcon={<PolicyIcon />} />
      <Menu.Item to={paths.createPolicy} primaryText="app.menu.addPolicy" leftIcon={<NoteAddIcon />} />
      <Menu.Item to={paths.renewals} primaryText="app.menu.renewalsDue" leftIcon={<EventRepeatIcon />} />
      <Menu.Item to={paths.uploadPolicy} primaryText="app.menu.uploadPolicy" leftIcon={<UploadFileIcon />} />
      <Menu.Item to={paths.extractionQueue} primaryText="app.menu.extractionStatus" leftIcon={<PendingActionsIcon />} />
      <Menu.Item to={paths.configurations} primaryText="app.menu.configurations" leftIcon={<TuneIcon />} />
      <Menu.Item to={paths.learnedLayouts} primaryText="app.menu.learnedLayouts" leftIcon={<SchoolIcon />} />
      <Menu.Item to={paths.motorQuote} primaryText="app.menu.motorQuote" leftIcon={<RequestQuoteIcon />} />
      <Menu.Item to={paths.payouts} primaryText="app.menu.payouts" leftIcon={<PaymentsIcon />} />
      {declaredItems('motorInsurance')}
    </MenuGroup>
    <MenuGroup label="app.menu.healthInsurance" icon={<FavoriteIcon />}>
      {declaredItems('healthInsurance')}
    </MenuGroup>
    <MenuGroup label="app.menu.companyManagement" icon={<BusinessIcon />}>
      <Menu.Item to={paths.companyCreation} primaryText="app.menu.companyCreation" leftIcon={<DomainAddIcon />} />
      <Menu.Item to={paths.viewCompanies} primaryText="app.menu.viewCompanies" leftIcon={<ListAltIcon />} />
      <Menu.Item to={paths.createUser} primaryText="app.menu.createUser" leftIcon={<PersonAddIcon />} />
      <Menu.Item to={paths.listUsers} primaryText="app.menu.listUsers" leftIcon={<GroupIcon />} />
      {declaredItems('companyManagement')}
    </MenuGroup>
  </Menu>
));
PanelMenu.displayName = 'PanelMenu';
