import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { sayRefusal } from '../../resources/extractionOutputs/sayRefusal';
import { i18nProvider } from '../../src/i18n/i18nProvider';

/** English, as a translation without the key says it. */
const english = ((key: string, options?: { _?: string }) => options?._ ?? key) as TranslateFunction;

describe('a refused document\'s reason', () => {
  it('says each field\'s message, also from a refusal stored before the codes, without the API\'s field keys', () => {
    expect(sayRefusal(english, { message: '"customer_phone" Phone Number is required', errors: { customer_phone: 'Phone Number is required' } })).toBe('Phone Number is required');
    expect(sayRefusal(english, { message: '"customer_phone" Phone Number is required; "make" Make is required' })).toBe('Phone Number is required; Make is required');
    expect(sayRefusal(english, { message: 'Policy number already exists' })).toBe('Policy number already exists');
  });

  it('says a refusal about no field from its own code, in Hindi too', async () => {
    const message = 'This record was changed by someone else since you opened it. Reload it and make your change again.';
    const refusal = { message, coded: { code: 'staleEdit' as const, params: {} } };
    expect(sayRefusal(english, refusal)).toBe(message);
    await i18nProvider.changeLocale('hi');
    expect(sayRefusal(i18nProvider.translate, refusal)).toMatch(/^आपके खोलने के बाद इस रिकॉर्ड को किसी और ने बदल दिया है/);
    await i18nProvider.changeLocale('en');
  });
});
