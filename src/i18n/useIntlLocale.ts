import { useLocaleState } from 'react-admin';
import { intlLocaleOf } from './locales';

/** 'en-IN' or 'hi-IN' for the panel's current language: numbers and dates follow the language. */
export const useIntlLocale = () => intlLocaleOf(useLocaleState()[0]);
