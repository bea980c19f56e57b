import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { codeOfMessage, ERROR_CODES } from '../../resources/core/fieldMessageTemplates';
import { en } from './en';
import { hindiFieldMessages, labelPairs } from './fieldMessages';
import { hi } from './hi';
import { browserLocale, LOCALES } from './locales';

const messages = { en, hi };

type ResourceMessages = Record<string, { fields?: Record<string, string> }>;
const englishResources = en.resources as ResourceMessages;
const hindiResources = hi.resources as ResourceMessages;
type LabelPair = [Record<string, string> | undefined, Record<string, string> | undefined];
// The profile's password labels, named by the server's messages ("New Password is required").
const passwordLabels = (messages: typeof en) => ({ current: messages.app.profile.password.current, new: messages.app.profile.password.new });
const hindiLabels = labelPairs([
  ...Object.keys(englishResources).map((resource): LabelPair => [englishResources[resource].fields, hindiResources[resource]?.fields]),
  [passwordLabels(en), passwordLabels(hi as typeof en)],
  [en.app.quote.fields, (hi as typeof en).app.quote.fields],
]);
const hindiFieldMessage = hindiFieldMessages(hindiLabels);

const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'hi' ? messages.hi : messages.en),
  browserLocale(),
  [...LOCALES],
  { allowMissing: true },
);

/**
 * English and Hindi; a first visit follows the browser's language, then the user's choice is kept.
 * Field messages are English text rather than keys (react-admin translates an input's error as a
 * key with itself as the default); in Hindi each is said from the code it was built from or that
 * the server sent beside it (fieldMessages.ts).
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => (polyglot.getLocale() === 'hi' && (hindiFieldMessage(key) || hindiErrorMessage(key))) || polyglot.translate(key, options),
};

/** A message of the server's other than a field's, said from the code it sent (`app.errors.<code>`). */
function hindiErrorMessage(message: string): string | undefined {
  const coded = codeOfMessage(message);
  if (!coded || !(ERROR_CODES as readonly string[]).includes(coded.code)) return undefined;
  const { field, count, ...params } = coded.params;
  return polyglot.translate(`app.errors.${coded.code}`, { ...params, field: hindiLabels.get(String(field)) ?? field, smart_count: count });
}
