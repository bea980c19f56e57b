import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { ImportState } from '../../../dataProvider/imports';

const POLL_MS = 700;

/**
 * An import as the server has it, asked again while a phase runs (the check and the import go on
 * in the background); `onSettled` hears of each phase's end.
 */
export function useImportRun(resource: string, onSettled: (state: ImportState) => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<ImportState>();
  const [lost, setLost] = useState(false);
  const running = state?.state === 'running';
  const id = state?.id;

  useEffect(() => {
    if (!running || !id) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const next = await dataProvider.importState(resource, id);
        if (cancelled) return;
        setLost(false);
        setState(next);
        if (next.state !== 'running') onSettled(next);
      } catch {
        // Asked again at the next tick; said only while it lasts.
        if (!cancelled) setLost(true);
        if (!cancelled) setState((current) => (current ? { ...current } : current));
      }
    }, POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [dataProvider, resource, id, running, state, onSettled]);

  return { state, setState, lost };
}
