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

/** How long after the panel opens the other screens' code starts to come. */
const AFTER_OPENING_MS = 1500;

/**
 * Fetches every lazy screen's code, one at a time while the browser is idle, from a little after the
 * panel opened (its first screen and rows come first): a screen opened later then shows at once, not after the loader's least 300 ms (the panel's
 * address changes are not transitions, which had kept the old screen up while the code came).
 */
export function preloadScreensWhenIdle() {
  const whenIdle = (next: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(next) : setTimeout(next, 200));
  const queue = [...new Set(preloadsByPath.values())];
  const step = () => {
    const preload = queue.shift();
    if (preload) preload().catch(() => undefined).finally(() => whenIdle(step));
  };
  setTimeout(() => whenIdle(step), AFTER_OPENING_MS);
}
