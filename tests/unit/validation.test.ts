import { describe, expect, it } from 'vitest';
import { registrationFields } from '../../resources/accounts/authForms';
import { companyDeclaration } from '../../resources/companies/declaration';
import { validatorFor } from '../../resources/core/formValidation';
import { formatFieldMessages, parseFieldMessages } from '../../resources/core/fieldMessages';
import { checkField, validateRecord } from '../../resources/core/validation';

const { fields } = companyDeclaration;

describe('company rules (spec section 5)', () => {
  it.each([
    ['name', 'ab', 'Company name must be at least 3 characters long.'],
    ['name', '   ', 'Company Name is required'],
    ['email', 'someone@', 'Please enter a valid email address.'],
    ['mobile', '98765 4321', 'Mobile number must be 10 digits'],
    ['mobile', '987654321', 'Mobile number must be 10 digits'],
    ['pincode', '41100', 'Pincode must be 6 digits'],
    ['partnerType', 'Insurer', 'Partner Type must be one of Broker, Agent, Corporate, Aggregator'],
    ['address', '', 'Address is required'],
  ])('%s = %j gives %j', (field, value, message) => {
    expect(checkField(fields[field as keyof typeof fields], value)).toBe(message);
  });

  it('accepts valid values and leaves zone optional', () => {
    const { values, errors } = validateRecord(companyDeclaration, {
      name: ' Acme ',
      address: '1 Road',
      city: 'Pune',
      pincode: '411001',
      state: 'MH',
      mobile: '9876543210',
      email: 'a@b.in',
      partnerType: 'Agent',
      unknownColumn: 'dropped',
    }, Object.keys(fields).filter((name) => name !== 'logo'));
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: 'Acme', zone: null });
    expect(values).not.toHaveProperty('unknownColumn');
  });

  it('takes a mobile number as Indians write it: country code, trunk zero, spaces and dashes dropped', () => {
    for (const written of ['+91 98200 12345', '098200-12345', '98200 12345']) {
      const { values, errors } = validateRecord(companyDeclaration, { mobile: written }, ['mobile']);
      expect(errors).toEqual({});
      expect(values.mobile).toBe('9820012345');
    }
  });

  it('checks a logo by its size and real type', () => {
    expect(checkField(fields.logo, { size: 3 * 1024 * 1024, mimeType: 'image/png' })).toBe('Logo size should not exceed 2MB');
    expect(checkField(fields.logo, { size: 1000, mimeType: 'application/pdf' })).toBe('Please upload a valid image file');
    expect(checkField(fields.logo, { size: 1000, mimeType: 'image/svg+xml' })).toBeUndefined();
    expect(checkField(fields.logo, undefined)).toBeUndefined();
  });
});

describe('form validators made from declarations', () => {
  it('mark required fields for react-admin and check picked files', () => {
    expect((validatorFor(fields.name) as { isRequired?: boolean }).isRequired).toBe(true);
    expect((validatorFor(fields.zone) as { isRequired?: boolean }).isRequired).toBe(false);
    const bigFile = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    expect(validatorFor(fields.logo)({ rawFile: bigFile }, {}, {} as never)).toBe('Logo size should not exceed 2MB');
    expect(validatorFor(fields.logo)({ src: '/api/files/images/kept.png' }, {}, {} as never)).toBeUndefined();
  });

  it('registration takes up to 10 digits for the mobile number', () => {
    expect(checkField(registrationFields.mobileNumber, '98765')).toBeUndefined();
    expect(checkField(registrationFields.mobileNumber, '98765432101')).toBe('Enter a 10-digit number without spaces or dashes');
  });
});

describe('server field messages', () => {
  it('name their field in quotes and are matched back to it', () => {
    const messages = formatFieldMessages({ mobile: 'Mobile number must be 10 digits', name: 'Company Name is required' });
    expect(messages).toEqual(['"mobile" Mobile number must be 10 digits', '"name" Company Name is required']);
    expect(parseFieldMessages([...messages, 'Something else'])).toEqual({
      fieldErrors: { mobile: 'Mobile number must be 10 digits', name: 'Company Name is required' },
      other: ['Something else'],
    });
  });

  it('match a quoted name anywhere in a message', () => {
    expect(parseFieldMessages(['The "phone" must be a 10-digit mobile number']).fieldErrors).toEqual({
      phone: 'The "phone" must be a 10-digit mobile number',
    });
  });
});
