import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './en';
import { hi } from './hi';
import { browserLocale, LOCALES } from './locales';

const messages = { en, hi };

/** English and Hindi; a first visit follows the browser's language, then the user's choice is kept. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'hi' ? messages.hi : messages.en),
  browserLocale(),
  [...LOCALES],
  { allowMissing: true },
);
