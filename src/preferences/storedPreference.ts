/**
 * The language and theme choices. The panel keeps them in react-admin's store, which writes
 * localStorage entries named "RaStore.<key>" holding JSON; the public pages (built without
 * react-admin) read and write the same entries, so a choice made on either side holds on the other.
 * Each user's own choice is kept apart ("preferences.<user id>"), because react-admin empties its
 * store on sign-out.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface UserPreferences {
  locale?: string;
  theme?: string;
}

const storeEntry = (key: string) => `RaStore.${key}`;
const userEntry = (userId: string) => `preferences.${userId}`;

function readJson<T>(entry: string): T | undefined {
  try {
    const stored = localStorage.getItem(entry);
    return stored === null ? undefined : (JSON.parse(stored) as T);
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();

function writeJson(entry: string, value: unknown) {
  try {
    localStorage.setItem(entry, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the choice holds for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** A choice in react-admin's store, as React state. */
export function usePreference<T extends string>(key: string): [T | undefined, (value: T) => void] {
  const value = useSyncExternalStore(subscribe, () => readJson<T>(storeEntry(key)));
  const set = useCallback((next: T) => writeJson(storeEntry(key), next), [key]);
  return [value, set];
}

export const readUserPreferences = (userId: string) => readJson<UserPreferences>(userEntry(userId)) ?? {};

export const writeUserPreferences = (userId: string, preferences: UserPreferences) => writeJson(userEntry(userId), preferences);
