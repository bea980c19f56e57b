import { useMediaQuery } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { Layout, usePermissions, useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { getToken } from '../../authProvider/session';
import { paths } from '../paths';
import { PanelAppBar } from './PanelAppBar';
import { PanelMenu } from './PanelMenu';
import { PendingAccess } from './PendingAccess';
import { RenderInSlices } from './RenderInSlices';
import { useUserPreferences } from './useUserPreferences';

/** Spec: the sidebar collapses by itself when the window is narrower than 768 px. */
function useAutoCollapseSidebar() {
  const narrow = useMediaQuery('(max-width:767.95px)');
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    if (narrow) setOpen(false);
  }, [narrow, setOpen]);
}

/** Pages every signed-in account may open, even before a role is granted. */
const OPEN_TO_PENDING = new Set<string>([paths.profile]);

function PanelContent({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions();
  const { pathname } = useLocation();
  if (OPEN_TO_PENDING.has(pathname)) return <>{children}</>;
  // Until the role is known nothing renders, so no screen asks for data or caches a refusal meanwhile.
  if (isPending) return null;
  return permissions ? <>{children}</> : <PendingAccess />;
}

/**
 * The layout's own hooks, in a component that renders nothing: when the identity, the stored
 * preferences or the window's width change, only this re-renders, not the whole frame under it.
 */
function LayoutBehaviour() {
  useAutoCollapseSidebar();
  useUserPreferences();
  return null;
}

function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <LayoutBehaviour />
      <RenderInSlices>
        <Layout appBar={PanelAppBar} menu={PanelMenu}>
          <PanelContent>{children}</PanelContent>
        </Layout>
      </RenderInSlices>
    </>
  );
}

/**
 * The panel frame (fixed top bar, collapsible sidebar, main area). Without a stored token there is
 * no panel to frame: pages render bare, so an unknown address shows the public 404 page and panel
 * pages send the visitor to /login.
 */
export function PanelLayout({ children }: { children: ReactNode }) {
  if (!getToken()) return <>{children}</>;
  return <SignedInLayout>{children}</SignedInLayout>;
}
