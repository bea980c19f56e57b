import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/Person';
import { Avatar, Typography } from '@mui/material';
import { memo } from 'react';
import {
  AppBar,
  LoadingIndicator,
  Logout,
  MenuItemLink,
  type MenuItemLinkProps,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  usePermissions,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { paths } from '../paths';
import { LanguageMenuButton } from './LanguageMenuButton';
import { NotificationsButton } from './NotificationsButton';

function InitialAvatar() {
  const { identity } = useGetIdentity();
  const initial = (identity?.fullName ?? '?').trim().charAt(0).toUpperCase();
  // The initial is drawn as CSS content: the button's accessible name already carries the full name,
  // and a text initial would make the visible text differ from that name (WCAG 2.5.3).
  return (
    <Avatar aria-hidden="true" sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 16, '& .initial::before': { content: 'attr(data-initial)' } }}>
      {/* A child element, or MUI would draw its default person icon over the initial. */}
      <span data-initial={initial} className="initial" />
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
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  // The button shows the user's name, so its accessible name says it too ("Profile: Meera Rao").
  const label = identity?.fullName ? `${translate('ra.auth.user_menu')}: ${identity.fullName}` : 'ra.auth.user_menu';
  return (
    <UserMenu icon={<InitialAvatar />} label={label}>
      <AccountMenuLink to={paths.profile} primaryText="app.menu.profile" leftIcon={<PersonIcon />} />
      {permissions === 'admin' && (
        <AccountMenuLink to={paths.access} primaryText="app.menu.access" leftIcon={<AdminPanelSettingsIcon />} />
      )}
      {permissions === 'admin' && <AccountMenuLink to={paths.auditLog} primaryText="app.menu.auditLog" leftIcon={<HistoryIcon />} />}
      <Logout />
    </UserMenu>
  );
}

/** The bell, then react-admin's own top-bar tools, with a language menu that is not mounted before it is opened. */
const toolbar = (
  <>
    <NotificationsButton />
    <LanguageMenuButton />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

/**
 * The fixed top bar: product name (from tablets up), page title, notifications, language, theme, refresh and the
 * avatar menu. Memoised: react-admin renders the whole layout again as it registers the resources
 * (twice while the panel starts), and the bar's own hooks already follow what it shows.
 */
export const PanelAppBar = memo(function PanelAppBar() {
  const translate = useTranslate();
  return (
    <AppBar position="fixed" color="primary" toolbar={toolbar} userMenu={<AccountMenu />}>
      <Typography variant="h6" component="span" sx={{ mr: 2, fontWeight: 700, display: { xs: 'none', sm: 'block' } }}>
        {translate('app.product')}
      </Typography>
      {/* react-admin wraps the title in an inline-block (its configurable element), which a narrow
          bar would cut mid-letter; inline, a long title ends in an ellipsis. */}
      <TitlePortal variant="body1" sx={{ '& .RaConfigurable-root': { display: 'inline' } }} />
    </AppBar>
  );
});
