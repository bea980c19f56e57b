import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { liveToken } from '../authProvider/session';
import { preloadScreenAt, preloadScreensWhenIdle } from '../resources/core/screenRoutes';
import { App } from './App';

/**
 * How long the panel waits for the opened screen's code before showing its frame with a loader:
 * React's own least time for a loader on screen (it holds a screen that arrives sooner until then).
 */
const SCREEN_WAIT_MS = 300;

export async function renderPanelApp(root: HTMLElement) {
  // The opened screen's code is listed in the page, so it is usually in with the panel's: then the
  // frame and the screen show together, in one paint, instead of the loader first. If it fails,
  // the screen's own loading reports it. Signed out, the panel sends the visitor to /login at once.
  const screen = liveToken() ? preloadScreenAt(window.location.pathname)?.catch(() => undefined) : undefined;
  if (screen) await Promise.race([screen, new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]);
  createRoot(root).render(
    <StrictMode>
      {/* Real paths (/panel/view-company...), not react-admin's default hash routes, so links and bookmarks match the spec.
          Address changes apply at once, not in transitions: react-admin keeps a list's search and filters in the
          address, and a click landing before a transition's render (a slow laptop) changed the list from its
          params before the last change, dropping a search just typed or keeping another list's filters. */}
      <BrowserRouter useTransitions={false}>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
  if (liveToken()) preloadScreensWhenIdle();
}
