import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Typography } from '@mui/material';
import {
  AppBar,
  Logout,
  MenuItemLink,
  type MenuItemLinkProps,
  TitlePortal,
  UserMenu,
  useGetIdentity,
  usePermissions,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { paths } from '../paths';

function InitialAvatar() {
  const { identity } = useGetIdentity();
  const initial = (identity?.fullName ?? '?').trim().charAt(0).toUpperCase();
  return (
    <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 16 }} aria-label={identity?.fullName}>
      {initial}
    </Avatar>
  );
}

/** A page link of the avatar menu: the menu closes once a page is chosen. */
function AccountMenuLink(props: MenuItemLinkProps) {
  const userMenu = useUserMenu();
  return <MenuItemLink {...props} onClick={() => userMenu?.onClose()} />;
}

function AccountMenu() {
  const { permissions } = usePermissions();
  return (
    <UserMenu icon={<InitialAvatar />}>
      <AccountMenuLink to={paths.profile} primaryText="app.menu.profile" leftIcon={<PersonIcon />} />
      {permissions === 'admin' && (
        <AccountMenuLink to={paths.access} primaryText="app.menu.access" leftIcon={<AdminPanelSettingsIcon />} />
      )}
      {permissions === 'admin' && <AccountMenuLink to={paths.auditLog} primaryText="app.menu.auditLog" leftIcon={<HistoryIcon />} />}
      <Logout />
    </UserMenu>
  );
}

/** The fixed top bar: product name, page title, loading indicator and the avatar menu. */
export function PanelAppBar() {
  const translate = useTranslate();
  return (
    <AppBar position="fixed" color="primary" userMenu={<AccountMenu />}>
      <Typography variant="h6" component="span" sx={{ mr: 2, fontWeight: 700 }}>
        {translate('app.product')}
      </Typography>
      <TitlePortal variant="body1" />
    </AppBar>
  );
}
