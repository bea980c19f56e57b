import { useEffect } from 'react';

/**
 * The landing and login addresses inside the panel's router (react-admin redirects to /login on
 * signing out, links go home): they belong to the public app, so the page is loaded afresh.
 */
export function LeavePanel() {
  useEffect(() => window.location.replace(window.location.pathname), []);
  return null;
}
