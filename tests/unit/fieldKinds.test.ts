import { describe, expect, it } from 'vitest';
import { choice, date, decimal, integer, mobile, text, toIsoDate } from '../../resources/core/fields';
import { canonicalInput, checkRules, parseField, validateRecord } from '../../resources/core/validation';
import { motorPolicyDeclaration } from '../../resources/motorPolicies/declaration';
import { sampleCamelCasePolicy, samplePolicy } from '../support/policies';

const premium = decimal({ label: 'Premium', min: 0, max: 1e10 });

describe('decimal fields', () => {
  it.each([
    [12345.67, 12345.67],
    ['12345.67', 12345.67],
    ['₹ 1,23,456.78', 123456.78],
    ['Rs. 2,094', 2094],
    ['INR 500.5', 500.5],
    ['0', 0],
  ])('reads %j as %j', (input, value) => {
    expect(parseField(premium, input)).toEqual({ value });
  });

  it.each([
    ['12.345', 'Premium must be a number with at most 2 decimals'],
    ['twelve', 'Premium must be a number with at most 2 decimals'],
    [-1, 'Premium must be at least 0'],
    [1e11, 'Premium must be at most 10000000000'],
    [Number.NaN, 'Premium must be a number with at most 2 decimals'],
  ])('refuses %j with %j', (input, error) => {
    expect(parseField(premium, input)).toEqual({ error });
  });

  it('treats blanks as empty and required blanks as missing', () => {
    expect(parseField(premium, '  ')).toEqual({ value: null });
    expect(parseField(decimal({ label: 'Net Premium', required: true }), '')).toEqual({ error: 'Net Premium is required' });
  });
});

describe('integer fields', () => {
  const year = integer({ label: 'Manufacturing Year', min: 1950, max: 2100 });
  it('reads whole numbers and refuses the rest', () => {
    expect(parseField(year, '2019')).toEqual({ value: 2019 });
    expect(parseField(year, 2019)).toEqual({ value: 2019 });
    for (const bad of ['2019.5', 2019.5, '1900', 'MMXIX']) {
      expect(parseField(year, bad)).toEqual({ error: 'Manufacturing Year must be a whole number from 1950 to 2100' });
    }
  });
});

describe('date fields', () => {
  it.each([
    ['2024-03-12', '2024-03-12'],
    ['12/03/2024', '2024-03-12'],
    ['12-03-2024', '2024-03-12'],
    ['12.03.2024', '2024-03-12'],
    ['2/3/2024', '2024-03-02'],
    ['2024-03-12T00:00:00.000Z', '2024-03-12'],
    ['29/02/2024', '2024-02-29'],
  ])('reads %j as %j (Indian day-first)', (input, iso) => {
    expect(toIsoDate(input)).toBe(iso);
  });

  it.each(['31/02/2024', '29/02/2023', '2024-13-01', '12/03/24', 'tomorrow', '01/01/1800'])('refuses %j', (input) => {
    expect(toIsoDate(input)).toBeUndefined();
    expect(parseField(date({ label: 'Start Date' }), input)).toEqual({
      error: 'Start Date must be a valid date (YYYY-MM-DD or DD/MM/YYYY)',
    });
  });
});

describe('mobile, text and choice fields', () => {
  const phone = mobile({ label: 'Phone', message: 'Phone number must be a 10-digit mobile number' });
  it('keeps the 10 digits of an Indian mobile number', () => {
    for (const input of ['9876543210', '+91 98765 43210', '+919876543210', '09876543210', '98765-43210']) {
      expect(parseField(phone, input)).toEqual({ value: '9876543210' });
    }
    for (const bad of ['5876543210', '987654321', '98765432100', 'phone']) {
      expect(parseField(phone, bad)).toEqual({ error: 'Phone number must be a 10-digit mobile number' });
    }
  });

  it('normalises text before checking its pattern and length', () => {
    const registration = motorPolicyDeclaration.fields.vehicle_number;
    expect(parseField(registration, 'mh 12 ab 1234')).toEqual({ value: 'MH12AB1234' });
    expect(parseField(registration, 'MH-12-AB-1234')).toEqual({ value: 'MH12AB1234' });
    expect(parseField(registration, '22 BH 1234 AA')).toEqual({ value: '22BH1234AA' });
    expect(parseField(registration, 'not a number')).toEqual({ error: 'Vehicle number must look like MH12AB1234' });
    expect(parseField(text({ label: 'Code', maxLength: 3 }), 'ABCD').error).toBeDefined();
  });

  it('matches choices whatever their case and stores the declared spelling', () => {
    const policyType = choice({ label: 'Policy Type', choices: ['Comprehensive', 'Third Party', 'Standalone OD'] });
    expect(parseField(policyType, 'third party')).toEqual({ value: 'Third Party' });
    expect(parseField(policyType, 'STANDALONE OD')).toEqual({ value: 'Standalone OD' });
    expect(parseField(policyType, 'Package').error).toBe('Policy Type must be one of Comprehensive, Third Party, Standalone OD');
  });
});

describe('motor policy payloads', () => {
  it('reads the camelCase extraction payload into the snake_case fields', () => {
    const input = canonicalInput(motorPolicyDeclaration, sampleCamelCasePolicy({ policyNumber: 'SAME-1' }));
    const { values, errors } = validateRecord(motorPolicyDeclaration, input);
    expect(errors).toEqual({});
    const manual = validateRecord(motorPolicyDeclaration, samplePolicy({ policy_number: 'SAME-1' })).values;
    for (const name of ['policy_number', 'business_type', 'customer_phone', 'customer_address', 'start_date', 'chasis_number']) {
      expect(values[name], name).toEqual(manual[name]);
    }
  });

  it('lets the declared name win over an alias in the same body', () => {
    const input = canonicalInput(motorPolicyDeclaration, { policy_number: 'A-1', policyNumber: 'B-2', productType: 'New' });
    expect(input).toMatchObject({ policy_number: 'A-1', business_type: 'New' });
  });

  it('refuses an end date before the start date, comparing dates in any accepted form', () => {
    const record = samplePolicy({ start_date: '22/10/2024', end_date: '2024-10-21' });
    expect(checkRules(motorPolicyDeclaration, 'end_date', record)).toBe('End date cannot be before the start date');
    expect(checkRules(motorPolicyDeclaration, 'end_date', samplePolicy({ end_date: '21/10/2025' }))).toBeUndefined();
    expect(validateRecord(motorPolicyDeclaration, samplePolicy({ tp_end_date: '2023-01-01' })).errors).toEqual({
      tp_end_date: 'TP end date cannot be before the TP start date',
    });
  });
});
