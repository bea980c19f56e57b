/**
 * react-admin's session queries, started from what the browser kept at sign-in.
 *
 * react-admin asks the authProvider whether the session is valid, who the user is and what role
 * they have, each as a query, and draws nothing of a page until each has answered: on a phone
 * that was three rounds of rendering, one of them waiting on /auth/profile, before the dashboard
 * showed (Lighthouse, BENCHMARKS.md). Those queries now start from the stored session:
 * - the session is taken as valid while the stored token has not expired. checkAuth reads nothing
 *   else, so its answer is kept until then (a page mounting after that, or after another tab
 *   signed out, asks again). Asked again as every page mounted, each check re-rendered
 *   react-admin's whole layout as it started and as it ended, four times while the panel started;
 * - the name is the stored user's, as getIdentity answers anyway;
 * - the role is the stored one but counted as out of date, so react-query asks the server for
 *   the current role at once and the screens follow it when it differs. The server checks the
 *   role on every call, so a stale role for that moment can show a menu entry, never data.
 * With nothing stored (signed out, or the token expired) the queries wait for the authProvider.
 */
import type { QueryClient } from '@tanstack/react-query';
import { getStoredUser, identityOf, liveToken, liveTokenFor } from './session';

const storedSession = () => (liveToken() ? getStoredUser() : null);

export function seedSessionQueries(queryClient: QueryClient) {
  queryClient.setQueryDefaults(['auth', 'checkAuth'], {
    initialData: () => (storedSession() ? true : undefined),
    staleTime: () => liveTokenFor(),
  });
  queryClient.setQueryDefaults(['auth', 'getIdentity'], {
    initialData: () => {
      const user = storedSession();
      return user ? identityOf(user) : undefined;
    },
    initialDataUpdatedAt: () => Date.now(),
  });
  queryClient.setQueryDefaults(['auth', 'getPermissions'], {
    initialData: () => {
      const user = storedSession();
      return user ? (user.role ?? null) : undefined;
    },
    // Out of date from the start: fetched again as soon as a screen asks for it.
    initialDataUpdatedAt: 0,
  });
}
