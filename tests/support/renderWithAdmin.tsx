/**
 * Renders a screen inside react-admin with the real providers and the panel's query client, for component
 * tests whose API is answered by msw.
 */
import { render } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { authProvider } from '../../authProvider';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { createPanelQueryClient } from '../../src/queryClient';

const farFuture = Math.floor(Date.UTC(2100, 0, 1) / 1000);

export function signInAs(role: 'admin' | 'staff' | null) {
  const token = `x.${btoa(JSON.stringify({ sub: 'u1', exp: farFuture }))}.y`;
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', name: 'Asha Rao', email: 'asha@example.in', role }));
}

/** Node's fetch needs absolute URLs; the panel calls the API on its own origin (/api/...). */
function resolveRelativeFetch() {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    original(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin).href : input, init);
  return () => {
    globalThis.fetch = original;
  };
}

/** The panel's API answered by `server` (msw) for the tests of the calling file. */
export function answerApiWith(server: SetupServer) {
  let restoreFetch: () => void;
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    restoreFetch = resolveRelativeFetch();
  });
  afterAll(() => {
    restoreFetch();
    server.close();
  });
}

export function renderWithAdmin(resource: string, screen: ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={createPanelQueryClient()}>
      <ResourceContextProvider value={resource}>{screen}</ResourceContextProvider>
    </AdminContext>,
  );
}

/**
 * jsdom has no `matchMedia`, so MUI's `useMediaQuery` sees no match and screens render their laptop
 * layout. This answers width queries ("(max-width:599.95px)", "(min-width:600px)", joined by
 * "and") as a screen `width` pixels wide would; it returns a function that removes it again.
 */
export function emulateScreenWidth(width: number) {
  const matches = (query: string) =>
    query
      .replace(/^@media\s*/, '')
      .split(/\s+and\s+/)
      .every((condition) => {
        const [, bound, px] = /\((min|max)-width:\s*([\d.]+)px\)/.exec(condition) ?? [];
        if (!bound) return false;
        return bound === 'min' ? width >= Number(px) : width <= Number(px);
      });
  window.matchMedia = (query: string) =>
    ({ matches: matches(query), media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}
