import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { en } from './en';
import { hindiFieldMessages, labelPairs, refusalTranslator } from './fieldMessages';
import { hi } from './hi';
import { browserLocale, LOCALES } from './locales';

const messages = { en, hi };

type ResourceMessages = Record<string, { fields?: Record<string, string> }>;
const englishResources = en.resources as ResourceMessages;
const hindiResources = hi.resources as ResourceMessages;
type LabelPair = [Record<string, string> | undefined, Record<string, string> | undefined];
// The profile's password labels, named by the server's messages ("New Password is required").
const passwordLabels = (messages: typeof en) => ({ current: messages.app.profile.password.current, new: messages.app.profile.password.new });
type ResourceNames = Record<string, { name?: string }>;
// A resource's names one and many ("Company |||| Companies"), as the server's messages name records: as labelled, or in small letters.
const namesOf = (resources: ResourceNames, resource: string, lowerCase: boolean) => {
  const [one = '', many = ''] = (resources[resource]?.name ?? '').split('||||').map((name) => name.trim());
  return { one: lowerCase ? one.toLowerCase() : one, many: lowerCase ? many.toLowerCase() : many };
};
const hindiLabels = labelPairs([
  ...Object.keys(englishResources).map((resource): LabelPair => [englishResources[resource].fields, hindiResources[resource]?.fields]),
  ...Object.keys(englishResources).flatMap((resource) =>
    [false, true].map((lowerCase): LabelPair => [namesOf(englishResources as ResourceNames, resource, lowerCase), namesOf(hindiResources as ResourceNames, resource, false)]),
  ),
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
const hindiRefusal = refusalTranslator(polyglot.translate, hindiLabels);

/**
 * English and Hindi; a first visit follows the browser's language, then the user's choice is kept.
 * Field messages are English text rather than keys (react-admin translates an input's error as a
 * key with itself as the default); in Hindi each is said from the code it was built from or that
 * the server sent beside it (fieldMessages.ts).
 */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => (polyglot.getLocale() === 'hi' && (hindiFieldMessage(key) || hindiRefusal(key))) || polyglot.translate(key, options),
};
