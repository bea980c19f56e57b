import { useEffect, useRef } from 'react';
import { useGetIdentity, useStore } from 'react-admin';
import { readUserPreferences, writeUserPreferences } from '../preferences/storedPreference';

/**
 * Keeps each user's language and theme. react-admin's store holds the current choice but is
 * emptied on sign-out, so the choice is also saved per account and applied when that account
 * signs in again on this browser. The page's `lang` follows the language (screen readers, fonts).
 */
export function useUserPreferences() {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useStore<string | undefined>('locale');
  const [theme, setTheme] = useStore<string | undefined>('theme');
  const restoredFor = useRef<string | null>(null);
  const userId = identity?.id === undefined ? null : String(identity.id);

  useEffect(() => {
    if (!userId) return;
    if (restoredFor.current !== userId) {
      restoredFor.current = userId;
      const saved = readUserPreferences(userId);
      if (saved.locale && saved.locale !== locale) setLocale(saved.locale);
      if (saved.theme && saved.theme !== theme) setTheme(saved.theme);
      if (saved.locale || saved.theme) return;
    }
    if (locale || theme) writeUserPreferences(userId, { locale, theme });
  }, [userId, locale, theme, setLocale, setTheme]);

  useEffect(() => {
    if (locale) document.documentElement.lang = locale;
  }, [locale]);
}
