import type { ReactElement } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';
import type { LazyScreen } from './lazyScreen';

/** The lazy screens' preloads by address, filled as the routes below are declared. */
const preloadsByPath = new Map<string, () => Promise<unknown>>();

function keepPreload(path: string, screen: ReactElement) {
  const { preload } = screen.type as Partial<LazyScreen<unknown>>;
  if (preload) preloadsByPath.set(path, preload);
}

/** A screen at one of the spec's fixed addresses (e.g. /panel/profile). */
export function screenRoute(path: string, screen: ReactElement) {
  keepPreload(path, screen);
  return <Route key={path} path={path} element={screen} />;
}

/** A screen of `resource` at one of the spec's fixed addresses (e.g. /panel/view-company). */
export function resourceRoute(path: string, resource: string, screen: ReactElement) {
  keepPreload(path, screen);
  return <Route key={path} path={path} element={<ResourceContextProvider value={resource}>{screen}</ResourceContextProvider>} />;
}

/**
 * Fetches the code of the lazy screen at `pathname`, if there is one, so the panel can open with it
 * in place: the frame and the screen then show together, where a screen that suspends shows
 * react-admin's loader first and, React holding its reveal, appears no sooner than 300 ms after it.
 */
export const preloadScreenAt = (pathname: string) => preloadsByPath.get(pathname.replace(/(.)\/+$/, '$1'))?.();
