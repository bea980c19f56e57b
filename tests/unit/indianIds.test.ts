import { describe, expect, it } from 'vitest';
import { parseField } from '../../resources/core/validation';
import {
  aadhaar,
  hasVerhoeffCheckDigit,
  ifsc,
  bankAccount,
  isMasked,
  maskPersonal,
  pan,
  pincode,
  verhoeffCheckDigit,
} from '../../resources/core/indianIds';

const validAadhaar = (first11: string) => first11 + verhoeffCheckDigit(first11);

describe('Verhoeff check digit', () => {
  it('matches the published example and catches a changed or swapped digit', () => {
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(hasVerhoeffCheckDigit('2363')).toBe(true);
    expect(hasVerhoeffCheckDigit('2364')).toBe(false);
    const number = validAadhaar('49871234567');
    expect(hasVerhoeffCheckDigit(number)).toBe(true);
    expect(hasVerhoeffCheckDigit(`${number.slice(0, 3)}${number[4]}${number[3]}${number.slice(5)}`)).toBe(false);
  });
});

describe('Indian KYC fields', () => {
  const aadhaarField = aadhaar({ label: 'Aadhaar' });
  it('accepts an Aadhaar number with spaces and a right check digit', () => {
    const number = validAadhaar('49871234567');
    expect(parseField(aadhaarField, `${number.slice(0, 4)} ${number.slice(4, 8)} ${number.slice(8)}`)).toEqual({ value: number });
  });

  it.each([
    [validAadhaar('49871234567').replace(/\d$/, (d) => String((Number(d) + 1) % 10)), 'Aadhaar is not a valid Aadhaar number (its check digit is wrong)'],
    [validAadhaar('19871234567'), 'Aadhaar must be a 12-digit number not starting with 0 or 1'],
    ['12345', 'Aadhaar must be a 12-digit number not starting with 0 or 1'],
  ])('refuses Aadhaar %j', (value, error) => {
    expect(parseField(aadhaarField, value)).toEqual({ error });
  });

  it('checks PAN with its holder-type letter', () => {
    const field = pan({ label: 'PAN' });
    expect(parseField(field, 'abcpe1234f')).toEqual({ value: 'ABCPE1234F' });
    expect(parseField(field, 'AAACB1234C')).toEqual({ value: 'AAACB1234C' });
    for (const bad of ['ABCXE1234F', 'ABCP1234F', 'ABCPE12345']) {
      expect(parseField(field, bad)).toEqual({ error: 'PAN must be a valid PAN like ABCPE1234F' });
    }
  });

  it('checks IFSC and pincode', () => {
    const code = ifsc({ label: 'IFSC' });
    expect(parseField(code, 'sbin0001234')).toEqual({ value: 'SBIN0001234' });
    expect(parseField(code, 'HDFC0ABC123')).toEqual({ value: 'HDFC0ABC123' });
    expect(parseField(code, 'SBIN1001234').error).toBe('IFSC must be a valid IFSC like SBIN0001234');
    const pin = pincode({ label: 'Pincode' });
    expect(parseField(pin, '411 001')).toEqual({ value: '411001' });
    expect(parseField(pin, '011001').error).toBe('Pincode must be 6 digits, not starting with 0');
  });

  it('checks bank account numbers (9 to 18 digits)', () => {
    const account = bankAccount({ label: 'Account Number' });
    expect(parseField(account, '0012 3456 7890')).toEqual({ value: '001234567890' });
    expect(parseField(account, '12345678').error).toBe('Account Number must be 9 to 18 digits');
    expect(parseField(account, '1234567890123456789').error).toBe('Account Number must be at most 18 characters');
  });

  it('masks personal numbers to their last four characters', () => {
    expect(maskPersonal('5671')).toBe('XXXX-XXXX-5671');
    expect(isMasked('XXXX-XXXX-5671')).toBe(true);
    expect(isMasked('498712345671')).toBe(false);
  });
});
