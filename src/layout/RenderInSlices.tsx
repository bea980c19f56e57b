import { type ReactNode, useDeferredValue } from 'react';

/**
 * Renders `fallback` (nothing, unless given) at first and its children straight after, as a background render. React renders
 * a background render in small slices, giving the browser back its main thread every few
 * milliseconds, where an update that comes from a query's answer or a scroll is rendered in one
 * task however large the tree (TanStack Query's store, as every external store, is read
 * synchronously). The panel's frame and a dashboard chart each took one task of hundreds of
 * milliseconds on a phone (BENCHMARKS.md, Lighthouse); mounted under this they take many small ones.
 */
export function RenderInSlices({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const mounted = useDeferredValue(true, false);
  return mounted ? children : fallback;
}
