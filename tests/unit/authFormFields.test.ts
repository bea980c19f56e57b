import { describe, expect, it } from 'vitest';
import { loginFields, registrationFields } from '../../resources/accounts/authForms';
import { authFormFields } from '../../src/public/authFormFields';
import { publicMessagesEn } from '../../src/i18n/publicMessages';

describe('the login card inputs', () => {
  const cases = [
    ['sign-up', authFormFields('register', false), registrationFields],
    ['login with 2FA', authFormFields('login', true), { ...loginFields, twoFactorToken: { ...loginFields.twoFactorToken, required: true } }],
  ] as const;

  it.each(cases)('%s: the inputs are the declared fields, with their labels, required flags and lengths', (_, inputs, declared) => {
    expect(inputs.map((input) => input.name)).toEqual(Object.keys(declared));
    for (const input of inputs) {
      const field = declared[input.name as keyof typeof declared] as { label: string; required?: boolean; maxLength?: number; kind: string };
      expect(publicMessagesEn.auth.fields[input.name], input.name).toBe(field.label);
      expect(input.required, input.name).toBe(Boolean(field.required));
      expect(input.maxLength, input.name).toBe(field.maxLength);
      expect(input.type, input.name).toBe({ email: 'email', password: 'password', digits: 'tel', text: 'text' }[field.kind]);
      expect(input.normalise, input.name).toBe((field as { normalise?: unknown }).normalise);
    }
  });
});
