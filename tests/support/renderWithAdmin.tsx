/**
 * Renders a screen inside react-admin with the real providers and the panel's query client, for component
 * tests whose API is answered by msw.
 */
import { render } from '@testing-library/react';
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
export function resolveRelativeFetch() {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    original(typeof input === 'string' && input.startsWith('/') ? new URL(input, window.location.origin).href : input, init);
  return () => {
    globalThis.fetch = original;
  };
}

export function renderWithAdmin(resource: string, screen: ReactNode) {
  return render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} queryClient={createPanelQueryClient()}>
      <ResourceContextProvider value={resource}>{screen}</ResourceContextProvider>
    </AdminContext>,
  );
}
