/**
 * Indian identity and bank numbers as the issuing bodies define them, and the fields that check
 * them (client and server alike). Messages start with the field's label; the API adds the quoted
 * field name in front (validation.ts), which is how the form puts each under its input.
 */
import { type FieldOptions, text, type TextField } from './fields';
import { fieldMessage } from './fieldMessageTemplates';

/**
 * The fourth letter of a PAN is the holder's type: Association of persons, Body of individuals,
 * Company, Firm, Government, HUF, artificial Juridical person, Local authority, Person, Trust.
 */
const PAN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;
/** Four letters of the bank, a zero kept for future use, six letters or digits of the branch. */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** UIDAI never issues numbers starting 0 or 1. */
const AADHAAR = /^[2-9]\d{11}$/;
const PINCODE = /^[1-9]\d{5}$/;
/** Indian banks issue account numbers of 9 to 18 digits. */
const BANK_ACCOUNT = /^\d{9,18}$/;

// Verhoeff's dihedral-group check digit, which UIDAI uses for the last Aadhaar digit.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Verhoeff's running check over the digits read from the right, positions shifted by `shift`. */
function verhoeff(digits: string, shift: number): number {
  let check = 0;
  [...digits].reverse().forEach((digit, position) => {
    check = MULTIPLY[check][PERMUTE[(position + shift) % 8][Number(digit)]];
  });
  return check;
}

/** True when the digits end in a correct Verhoeff check digit. */
export const hasVerhoeffCheckDigit = (digits: string) => verhoeff(digits, 0) === 0;

/** The Verhoeff check digit to append to `digits` (for test data and fixtures). */
export const verhoeffCheckDigit = (digits: string) => String(INVERSE[verhoeff(digits, 1)]);

const compactUpper = (value: string) => value.toUpperCase().replace(/[\s-]/g, '');
const compactDigits = (value: string) => value.replace(/[\s-]/g, '');

/** PAN is personal data too: encrypted at rest and shown masked, like Aadhaar. */
export const pan = (options: FieldOptions): TextField =>
  text({
    ...options,
    personal: true,
    maxLength: 10,
    normalise: compactUpper,
    pattern: { regex: PAN, message: fieldMessage('pan', { field: options.label }) },
  });

export const ifsc = (options: FieldOptions): TextField =>
  text({
    ...options,
    maxLength: 11,
    normalise: compactUpper,
    pattern: { regex: IFSC, message: fieldMessage('ifsc', { field: options.label }) },
  });

/** Aadhaar is personal data: encrypted at rest and shown masked (fields.ts `personal`). */
export const aadhaar = (options: FieldOptions): TextField =>
  text({
    ...options,
    personal: true,
    maxLength: 12,
    normalise: compactDigits,
    pattern: { regex: AADHAAR, message: fieldMessage('aadhaar', { field: options.label }) },
    check: { test: hasVerhoeffCheckDigit, message: fieldMessage('aadhaarCheckDigit', { field: options.label }) },
  });

export const pincode = (options: FieldOptions): TextField =>
  text({
    ...options,
    maxLength: 6,
    normalise: compactDigits,
    pattern: { regex: PINCODE, message: fieldMessage('pincode', { field: options.label }) },
  });

/** A bank account number, kept like Aadhaar: encrypted at rest and shown masked. */
export const bankAccount = (options: FieldOptions): TextField =>
  text({
    ...options,
    personal: true,
    maxLength: 18,
    normalise: compactDigits,
    pattern: { regex: BANK_ACCOUNT, message: fieldMessage('bankAccount', { field: options.label }) },
  });

const MASK_PREFIX = 'XXXX-XXXX-';

/**
 * How personal numbers are shown: only their last four characters, `XXXX-XXXX-1234` (for account
 * numbers too, so the mask does not tell the number's length).
 */
export const maskPersonal = (lastFour: string) => `${MASK_PREFIX}${lastFour}`;

/** True when a value is a mask rather than a number someone typed. */
export const isMasked = (value: unknown) => typeof value === 'string' && value.startsWith(MASK_PREFIX);
