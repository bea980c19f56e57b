import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { sayRefusal } from '../../resources/extractionOutputs/sayRefusal';

/** English, as a translation without the key says it. */
const english = ((key: string, options?: { _?: string }) => options?._ ?? key) as TranslateFunction;

describe('a refused document\'s reason', () => {
  it('says each field\'s message, also from a refusal stored before the codes, without the API\'s field keys', () => {
    expect(sayRefusal(english, { message: '"customer_phone" Phone Number is required', errors: { customer_phone: 'Phone Number is required' } })).toBe('Phone Number is required');
    expect(sayRefusal(english, { message: '"customer_phone" Phone Number is required; "make" Make is required' })).toBe('Phone Number is required; Make is required');
    expect(sayRefusal(english, { message: 'Policy number already exists' })).toBe('Policy number already exists');
  });
});
