import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { Route } from 'react-router-dom';

/** A screen of `resource` at one of the spec's fixed addresses (e.g. /panel/view-company). */
export const resourceRoute = (path: string, resource: string, screen: ReactNode) => (
  <Route key={path} path={path} element={<ResourceContextProvider value={resource}>{screen}</ResourceContextProvider>} />
);
