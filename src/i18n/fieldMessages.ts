/**
 * Field messages in the user's language. The declarations, the forms and the server word them in
 * English (the server's answers stay English for every client, with each message's code beside it);
 * the panel says a message in Hindi from its code (built here by a form's check, or sent by the
 * server) with the field's Hindi label, and a message a declaration words itself by its text.
 */
import type { TranslateFunction } from 'react-admin';
import { codeOfMessage, type FieldMessageKey, fieldMessageTemplates, fillTemplate, type MessageCode, rememberMessageCode } from '../../resources/core/fieldMessageTemplates';

export const fieldMessageTemplatesHi: Record<FieldMessageKey, string> = {
  required: '%{field} आवश्यक है',
  invalid: '%{field} मान्य नहीं है',
  maxLength: '%{field} में अधिकतम %{max} अक्षर हो सकते हैं',
  minLength: '%{field} में कम से कम %{min} अक्षर होने चाहिए।',
  oneOf: '%{field} इनमें से एक होना चाहिए: %{choices}',
  decimal: '%{field} एक संख्या होनी चाहिए, दशमलव के बाद अधिकतम %{scale} अंक',
  atLeast: '%{field} कम से कम %{min} होना चाहिए',
  atMost: '%{field} अधिकतम %{max} हो सकता है',
  wholeNumber: '%{field} %{min} से %{max} तक की पूर्ण संख्या होनी चाहिए',
  date: '%{field} एक मान्य तारीख होनी चाहिए (YYYY-MM-DD या DD/MM/YYYY)',
  trueOrFalse: '%{field} हाँ या नहीं होना चाहिए',
  rowList: '%{field} पंक्तियों की सूची होनी चाहिए',
  minRows: '%{field} में कम से कम %{min} पंक्ति होनी चाहिए',
  maxRows: '%{field} में अधिकतम %{max} पंक्तियाँ हो सकती हैं',
  inRow: 'पंक्ति %{row}: %{message}',
  pan: '%{field} ABCPE1234F जैसा मान्य PAN होना चाहिए',
  ifsc: '%{field} SBIN0001234 जैसा मान्य IFSC होना चाहिए',
  aadhaar: '%{field} 12 अंकों की संख्या होनी चाहिए जो 0 या 1 से शुरू न हो',
  aadhaarCheckDigit: '%{field} मान्य आधार संख्या नहीं है (इसका चेक अंक गलत है)',
  pincode: '%{field} 6 अंकों का होना चाहिए जो 0 से शुरू न हो',
  bankAccount: '%{field} 9 से 18 अंकों का होना चाहिए',
  existingRecord: '%{field} में कोई मौजूदा रिकॉर्ड चुनें',
  similar: 'यही %{field} पहले से दर्ज है: %{others}',
  similarDuring: 'यही %{field} इसी अवधि के लिए पहले से दर्ज है: %{others}',
};

/** The messages the declarations word themselves (many are the spec's), in Hindi. */
export const declaredMessagesHi: Record<string, string> = {
  'Company name must be at least 3 characters long.': 'कंपनी के नाम में कम से कम 3 अक्षर होने चाहिए।',
  'Pincode must be 6 digits': 'पिनकोड 6 अंकों का होना चाहिए',
  'Mobile number must be 10 digits': 'मोबाइल नंबर 10 अंकों का होना चाहिए',
  'Please enter a valid email address.': 'कृपया मान्य ईमेल पता दर्ज करें।',
  'Logo size should not exceed 2MB': 'लोगो का आकार 2MB से अधिक नहीं होना चाहिए',
  'Please upload a valid image file': 'कृपया मान्य इमेज फ़ाइल अपलोड करें',
  'Phone number must be a 10-digit mobile number': 'फ़ोन नंबर 10 अंकों का मोबाइल नंबर होना चाहिए',
  'Vehicle number must look like MH12AB1234': 'वाहन नंबर MH12AB1234 जैसा होना चाहिए',
  'End date cannot be before the start date': 'समाप्ति तिथि आरंभ तिथि से पहले नहीं हो सकती',
  'OD end date cannot be before the OD start date': 'OD समाप्ति तिथि OD आरंभ तिथि से पहले नहीं हो सकती',
  'TP end date cannot be before the TP start date': 'TP समाप्ति तिथि TP आरंभ तिथि से पहले नहीं हो सकती',
  'A policy is brought by a partner or an agent, not both': 'पॉलिसी किसी पार्टनर या एजेंट के ज़रिए आती है, दोनों के ज़रिए नहीं',
  'That code is not valid. Check the time on your phone and try again.': 'यह कोड मान्य नहीं है। अपने फ़ोन का समय जाँचें और फिर से कोशिश करें।',
  'Say in the note why the renewal was lost': 'टिप्पणी में बताएँ कि नवीनीकरण क्यों खो गया',
  'Month must be a month as YYYY-MM': 'माह YYYY-MM के रूप में होना चाहिए',
  'Choose the partner or the agent this payout is for, not both': 'यह पेआउट जिस पार्टनर या एजेंट का है, उसे चुनें, दोनों को नहीं',
  'Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9': 'फ़ोन 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर होना चाहिए',
  'Email must be a valid email address': 'ईमेल मान्य ईमेल पता होना चाहिए',
  'Please choose an insurance type': 'कृपया बीमा प्रकार चुनें',
  'Fields needs at least one row': 'फ़ील्ड में कम से कम एक पंक्ति होनी चाहिए',
  'Enter the 6-digit code from your authenticator app': 'अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड दर्ज करें',
  'Password must be at least 8 characters long.': 'पासवर्ड में कम से कम 8 अक्षर होने चाहिए।',
  'This password is one of the most common ones. Choose one that is harder to guess.': 'यह पासवर्ड सबसे आम पासवर्डों में से है। ऐसा पासवर्ड चुनें जिसका अनुमान लगाना कठिन हो।',
  'Enter a 10-digit number without spaces or dashes': 'बिना स्पेस या डैश के 10 अंकों का नंबर दर्ज करें',
  'That is not your current password.': 'यह आपका वर्तमान पासवर्ड नहीं है।',
  'Choose a password different from your current one.': 'वर्तमान पासवर्ड से अलग पासवर्ड चुनें।',
};

/**
 * A translator of field messages: `labels` maps English field labels to the language's, and
 * `templates` and `phrases` are the language's wordings. Undefined for a message whose code it
 * was not told and that no declaration words (and for a translation key: keys hold no space).
 */
export function fieldMessageTranslator(
  labels: ReadonlyMap<string, string>,
  templates: Record<FieldMessageKey, string>,
  phrases: Record<string, string>,
) {
  const translate = (message: string): string | undefined => {
    if (!message.includes(' ')) return undefined;
    if (Object.hasOwn(phrases, message)) return phrases[message];
    const coded = codeOfMessage(message);
    if (!coded || !Object.hasOwn(templates, coded.code)) return undefined;
    const values = { ...coded.params };
    if (typeof values.field === 'string') values.field = labels.get(values.field) ?? values.field;
    if (typeof values.message === 'string') values.message = translate(values.message) ?? values.message;
    return fillTemplate(templates[coded.code as FieldMessageKey], values);
  };
  return translate;
}

/** Field messages in Hindi, with `labels` (English field label → Hindi) for the screens at hand. */
export const hindiFieldMessages = (labels: ReadonlyMap<string, string>) =>
  fieldMessageTranslator(labels, fieldMessageTemplatesHi, declaredMessagesHi);

/**
 * A refusal of the server's (resources/core/refusals.ts) said from the code it sent beside the English, as
 * `app.errors.<code>` says it, with the labels and records' names among its parameters said too (`labels`: English →
 * translation); undefined for a message without such a code, or one this client has no words for.
 */
export function refusalTranslator(translate: (key: string, options: Record<string, unknown>) => string, labels: ReadonlyMap<string, string>) {
  return (message: string): string | undefined => {
    const coded = codeOfMessage(message);
    if (!coded || Object.hasOwn(fieldMessageTemplates, coded.code)) return undefined;
    const key = `app.errors.${coded.code}`;
    const params = Object.fromEntries(Object.entries(coded.params).map(([name, value]) => [name, labels.get(String(value)) ?? value]));
    const said = translate(key, { ...params, smart_count: coded.params.count });
    return said === key ? undefined : said;
  };
}

/** English labels paired with their translations, field by field: `{ name: label }` objects. */
export function labelPairs(pairs: Iterable<[Record<string, string> | undefined, Record<string, string> | undefined]>) {
  const labels = new Map<string, string>();
  for (const [english = {}, translated = {}] of pairs) {
    for (const [name, label] of Object.entries(english)) {
      if (translated[name] && !labels.has(label)) labels.set(label, translated[name]);
    }
  }
  return labels;
}

/** A message the server sent beside its code (a refused row's, a refused policy's), in the user's language. */
export function sayServerMessage(translate: TranslateFunction, message: string, code: MessageCode | undefined): string {
  if (code) rememberMessageCode(message, code);
  return translate(message, { _: message });
}

/** A failed call's message from the server in the user's language (said from its code), or the `fallback` key's when it sent none. */
export const sayFailure = (translate: TranslateFunction, error: unknown, fallback: string): string => {
  const message = error instanceof Error ? error.message : '';
  return message ? sayServerMessage(translate, message, undefined) : translate(fallback);
};
