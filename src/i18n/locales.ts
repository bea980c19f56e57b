/** The languages the product speaks, and the Intl locale each one formats numbers and dates in. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

export const DEFAULT_LOCALE: Locale = 'en';

const INTL_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

export const isLocale = (value: unknown): value is Locale => LOCALES.some((entry) => entry.locale === value);

/** 'en-IN' or 'hi-IN': the spec's Indian grouping (₹1,23,457) in either language. */
export const intlLocaleOf = (locale: string | undefined) => INTL_LOCALES[isLocale(locale) ? locale : DEFAULT_LOCALE];

/** The language of a first visit, before the user picks one: Hindi for a Hindi browser, else English. */
export const browserLocale = (): Locale => (typeof navigator !== 'undefined' && navigator.language?.toLowerCase().startsWith('hi') ? 'hi' : DEFAULT_LOCALE);
