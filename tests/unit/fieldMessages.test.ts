/**
 * Field messages in Hindi: every message a declared field or rule can give — required, its own
 * wording, and what the kind says of a wrong value — is said in Hindi with the field's Hindi label.
 */
import { HttpError } from 'react-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { toHttpError } from '../../dataProvider/httpClient';
import { fieldMessage, fillTemplate } from '../../resources/core/fieldMessageTemplates';
import { REFUSAL_CODES, refusalTemplates } from '../../resources/core/refusals';
import { requiredMessage } from '../../resources/core/fields';
import { checkField } from '../../resources/core/validation';
import { declarations } from '../../resources/registry';
import { hindiFieldMessages, labelPairs } from '../../src/i18n/fieldMessages';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { publicMessagesEn, publicMessagesHi } from '../../src/i18n/publicMessages';

/** Values that break some rule of most field kinds: shape, length, range, decimals. */
const WRONG_VALUES = ['%%', 'x'.repeat(300), '-5', '99999999999', '1.23456', 'not a date', [], [{}]];

/** What each declared field (and rule) can say about a value. */
function messagesOf(declaration: (typeof declarations)[keyof typeof declarations]) {
  const messages = new Set<string>();
  for (const field of Object.values(declaration.fields)) {
    if (field.readOnly || field.kind === 'image') continue;
    messages.add(requiredMessage(field));
    for (const value of WRONG_VALUES) {
      const message = checkField(field, value);
      if (message) messages.add(message);
    }
    // The server's: a reference naming no record.
    if (field.kind === 'reference') messages.add(fieldMessage('existingRecord', { field: field.label, record: field.reference }));
  }
  for (const rule of declaration.rules) messages.add(rule.message);
  return [...messages];
}

const hasLatinWords = (text: string) => /\b(?:is|must|be|the|a|at|of|or|and|not)\b/.test(text);

describe('field messages in Hindi', () => {
  beforeAll(() => i18nProvider.changeLocale('hi'));

  it('says a required field with its Hindi label, from the code the message was built from', () => {
    const required = fieldMessage('required', { field: 'Policy Number' });
    expect(i18nProvider.translate(required, { _: required })).toBe('पॉलिसी नंबर आवश्यक है');
    expect(i18nProvider.translate(fieldMessage('inRow', { row: 2, message: fieldMessage('required', { field: 'Key' }) }))).toMatch(/^पंक्ति 2: .+ आवश्यक है$/);
  });

  it('says a message the server sent in Hindi from the code sent beside it, not from its English words', () => {
    const body = {
      statusCode: 400,
      message: ['"phone" Customer Mobile is not what it seems', '"fields" Row 3: Label was left out'],
      codes: {
        phone: { code: 'required', params: { field: 'Phone' } },
        fields: { code: 'inRow', params: { row: 3, message: 'Label was left out' }, inner: { code: 'required', params: { field: 'Key' } } },
      },
    };
    const error = toHttpError(new HttpError('Bad Request', 400, body)) as HttpError;
    expect(i18nProvider.translate(error.body.errors.phone)).toBe('फ़ोन आवश्यक है');
    expect(i18nProvider.translate(error.body.errors.fields)).toMatch(/^पंक्ति 3: .+ आवश्यक है$/);
    // A code it does not know leaves the English message as it is.
    const unknown = toHttpError(new HttpError('Bad Request', 400, { message: ['"phone" Something odd'], codes: { phone: { code: 'noSuchCode', params: {} } } })) as HttpError;
    expect(i18nProvider.translate(unknown.body.errors.phone, { _: unknown.body.errors.phone })).toBe('Something odd');
  });

  it.each(Object.keys(declarations))('says every message of %s in Hindi', (resource) => {
    for (const message of messagesOf(declarations[resource as keyof typeof declarations])) {
      const translated = i18nProvider.translate(message, { _: message });
      expect(translated, message).not.toBe(message);
      expect(hasLatinWords(translated), `${message} → ${translated}`).toBe(false);
    }
  });

  it('says a refusal to delete a record others still name in Hindi, from its code', () => {
    const message = 'This company is the insurer of 2 policies: change or delete them first.';
    const error = toHttpError(new HttpError('Conflict', 409, { statusCode: 409, message, code: 'stillNamed', params: { field: 'Insurer', count: 2 } })) as HttpError;
    const translated = i18nProvider.translate(error.message, { _: error.message });
    expect(translated).toMatch(/^यह रिकॉर्ड 2 अन्य रिकॉर्ड में ".+" के रूप में चुना गया है/);
    expect(hasLatinWords(translated)).toBe(false);
  });

  it("says an import's refusal of a field chosen twice in Hindi, from its code, with the field's Hindi label", () => {
    const message = 'Name is chosen for two columns: choose it for one.';
    const error = toHttpError(new HttpError('Bad Request', 400, { statusCode: 400, message, code: 'fieldChosenTwice', params: { field: 'Name' } })) as HttpError;
    const translated = i18nProvider.translate(error.message, { _: error.message });
    expect(translated).toMatch(/^".+" दो कॉलमों के लिए चुना गया है/);
    expect(hasLatinWords(translated)).toBe(false);
  });

  it.each(REFUSAL_CODES)('says the refusal %s in Hindi, from its code, with the names in it in Hindi', (code) => {
    const params = { record: 'Company', records: 'policies', field: 'Name', count: 2, max: 5, minutes: 15, seconds: 5, total: 3, columns: 4 };
    const message = fillTemplate(refusalTemplates[code], params);
    const error = toHttpError(new HttpError('Conflict', 409, { statusCode: 409, message, code, params })) as HttpError;
    const translated = i18nProvider.translate(error.message, { _: error.message });
    expect(translated).not.toBe(message);
    expect(hasLatinWords(translated), `${message} → ${translated}`).toBe(false);
    expect(translated).not.toMatch(/\b(Company|policies|Name)\b/);
  });

  it("says the sign-up form's messages from the server in Hindi on the public pages", () => {
    const translate = hindiFieldMessages(labelPairs([[publicMessagesEn.auth.fields, publicMessagesHi.auth.fields]]));
    const error = toHttpError(
      new HttpError('Bad Request', 400, { message: ['"firstName" First Name is required'], codes: { firstName: { code: 'required', params: { field: 'First Name' } } } }),
    ) as HttpError;
    expect(translate(error.body.errors.firstName)).toBe('पहला नाम आवश्यक है');
    expect(translate('Password must be at least 8 characters long.')).toBe('पासवर्ड में कम से कम 8 अक्षर होने चाहिए।');
    expect(translate('app.auth.signIn')).toBeUndefined();
  });

  it('leaves English as it is, and keys as keys', async () => {
    await i18nProvider.changeLocale('en');
    const required = fieldMessage('required', { field: 'Policy Number' });
    expect(i18nProvider.translate(required, { _: required })).toBe('Policy Number is required');
    await i18nProvider.changeLocale('hi');
    expect(i18nProvider.translate('ra.action.save')).not.toBe('ra.action.save');
  });
});
