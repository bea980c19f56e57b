import { type ComponentType, createElement, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { liveToken } from '../../authProvider/session';
import { type PublicPage, paths } from '../paths';
import { LandingPage } from './LandingPage';
import { LoginPage } from './LoginPage';
import { PublicProviders } from './PublicProviders';
import { ResetPasswordPage } from './ResetPasswordPage';

const pages: Record<PublicPage, ComponentType> = { landing: LandingPage, login: LoginPage, resetPassword: ResetPasswordPage };

/** The public pages: no router, no react-admin; each is its own address, reached by a page load. */
export function renderPublicApp(root: HTMLElement, page: PublicPage) {
  // Someone already signed in goes straight to the panel (spec: the login page is for signed-out visitors).
  if (liveToken() && page !== 'resetPassword') {
    window.location.replace(paths.panel);
    return;
  }
  // Rendered as a transition, so React renders the page in slices and a tap or key pressed while
  // it loads is answered between them, instead of waiting for one long task.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <PublicProviders>{createElement(pages[page])}</PublicProviders>
      </StrictMode>,
    ),
  );
}
