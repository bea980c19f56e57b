/**
 * What the public pages (landing, login) need around them: the language and the theme. Built on
 * the same polyglot provider and stored choices as the panel, without react-admin, so these pages
 * download a fraction of the panel's code.
 */
import { CssBaseline, useMediaQuery } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { hindiFieldMessages, labelPairs, refusalTranslator } from '../i18n/fieldMessages';
import { browserLocale, isLocale, type Locale, LOCALES } from '../i18n/locales';
import { publicMessagesEn, publicMessagesHi } from '../i18n/publicMessages';
import { usePreference } from '../preferences/storedPreference';
import { type ThemeMode, themeOptions } from '../theme';

// Only the app.* strings of these pages: react-admin's own (ra.*) are never shown here.
const messagesOf = (locale: Locale) => ({ app: locale === 'hi' ? publicMessagesHi : publicMessagesEn }) as unknown as TranslationMessages;
// The server's field messages of the login and sign-up forms (resources/accounts/authForms.ts).
const hindiFieldMessage = hindiFieldMessages(
  labelPairs([
    [publicMessagesEn.auth.fields, publicMessagesHi.auth.fields],
    [{ newPassword: publicMessagesEn.reset.newPassword }, { newPassword: publicMessagesHi.reset.newPassword }],
  ]),
);

interface PublicSettings {
  locale: Locale;
  setLocale(locale: Locale): void;
  mode: ThemeMode;
  setMode(mode: ThemeMode): void;
  translate(key: string, options?: Record<string, unknown>): string;
}

const PublicSettingsContext = createContext<PublicSettings | null>(null);

export function PublicProviders({ children }: { children: ReactNode }) {
  const [storedLocale, setLocale] = usePreference<Locale>('locale');
  const [storedMode, setMode] = usePreference<ThemeMode>('theme');
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const locale = isLocale(storedLocale) ? storedLocale : browserLocale();
  const mode: ThemeMode = storedMode === 'dark' || storedMode === 'light' ? storedMode : prefersDark ? 'dark' : 'light';

  const settings = useMemo<PublicSettings>(() => {
    // One provider per language: its changeLocale is asynchronous, and these pages render at once.
    const i18nProvider = polyglotI18nProvider(() => messagesOf(locale), locale, [...LOCALES], { allowMissing: true });
    const hindiRefusal = refusalTranslator(i18nProvider.translate, new Map());
    return {
      locale,
      setLocale,
      mode,
      setMode,
      translate: (key, options) => (locale === 'hi' && (hindiFieldMessage(key) || hindiRefusal(key))) || i18nProvider.translate(key, options),
    };
  }, [locale, mode, setLocale, setMode]);
  const theme = useMemo(() => createTheme(themeOptions[mode]), [mode]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <PublicSettingsContext.Provider value={settings}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </PublicSettingsContext.Provider>
  );
}

export function usePublicSettings(): PublicSettings {
  const settings = useContext(PublicSettingsContext);
  if (!settings) throw new Error('usePublicSettings must be used inside <PublicProviders>');
  return settings;
}

/** The translate function of the public pages, with the panel's `useTranslate` signature. */
export const usePublicTranslate = () => usePublicSettings().translate;
