/**
 * The language and theme choices. The panel keeps them in react-admin's store, which writes
 * localStorage entries named "RaStore.<key>" holding JSON; the public pages (built without
 * react-admin) read and write the same entries, so a choice made on either side holds on the other.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Entries starting "preferences." live outside react-admin's store, which is emptied on sign-out. */
const entryName = (key: string) => (key.startsWith('preferences.') ? key : `RaStore.${key}`);

export function readPreference<T>(key: string): T | undefined {
  try {
    const stored = localStorage.getItem(entryName(key));
    return stored === null ? undefined : (JSON.parse(stored) as T);
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function writePreference(key: string, value: unknown) {
  try {
    localStorage.setItem(entryName(key), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the choice holds for this page only.
  }
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** A stored choice as React state. */
export function usePreference<T extends string>(key: string): [T | undefined, (value: T) => void] {
  const value = useSyncExternalStore(subscribe, () => readPreference<T>(key));
  const set = useCallback((next: T) => writePreference(key, next), [key]);
  return [value, set];
}
