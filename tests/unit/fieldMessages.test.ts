/**
 * Field messages in Hindi: every message a declared field or rule can give — required, its own
 * wording, and what the kind says of a wrong value — is said in Hindi with the field's Hindi label.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldMessage } from '../../resources/core/fieldMessageTemplates';
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

  it('says a required field with its Hindi label', () => {
    expect(i18nProvider.translate('Policy Number is required', { _: 'Policy Number is required' })).toBe('पॉलिसी नंबर आवश्यक है');
    expect(i18nProvider.translate('Row 2: Key is required')).toMatch(/^पंक्ति 2: .+ आवश्यक है$/);
  });

  it.each(Object.keys(declarations))('says every message of %s in Hindi', (resource) => {
    for (const message of messagesOf(declarations[resource as keyof typeof declarations])) {
      const translated = i18nProvider.translate(message, { _: message });
      expect(translated, message).not.toBe(message);
      expect(hasLatinWords(translated), `${message} → ${translated}`).toBe(false);
    }
  });

  it("says the sign-up form's messages from the server in Hindi on the public pages", () => {
    const translate = hindiFieldMessages(labelPairs([[publicMessagesEn.auth.fields, publicMessagesHi.auth.fields]]));
    expect(translate('First Name is required')).toBe('पहला नाम आवश्यक है');
    expect(translate('Password must be at least 8 characters long.')).toBe('पासवर्ड में कम से कम 8 अक्षर होने चाहिए।');
    expect(translate('app.auth.signIn')).toBeUndefined();
  });

  it('leaves English as it is, and keys as keys', async () => {
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('Policy Number is required', { _: 'Policy Number is required' })).toBe('Policy Number is required');
    await i18nProvider.changeLocale('hi');
    expect(i18nProvider.translate('ra.action.save')).not.toBe('ra.action.save');
  });
});
