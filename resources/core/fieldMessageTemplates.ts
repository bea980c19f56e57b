/**
 * The wording of the field messages that the field kinds build from a label (fields.ts,
 * indianIds.ts), in polyglot's `%{name}` form, so a client can recognise a message the server or
 * the form worded in English and say it in the user's language (src/i18n/fieldMessages.ts).
 * Messages a declaration words itself (the spec's strings) are plain text in the declaration.
 */
export const fieldMessageTemplates = {
  required: '%{field} is required',
  invalid: '%{field} is invalid',
  maxLength: '%{field} must be at most %{max} characters',
  minLength: '%{field} must be at least %{min} characters long.',
  oneOf: '%{field} must be one of %{choices}',
  decimal: '%{field} must be a number with at most %{scale} decimals',
  atLeast: '%{field} must be at least %{min}',
  atMost: '%{field} must be at most %{max}',
  wholeNumber: '%{field} must be a whole number from %{min} to %{max}',
  date: '%{field} must be a valid date (YYYY-MM-DD or DD/MM/YYYY)',
  trueOrFalse: '%{field} must be true or false',
  rowList: '%{field} must be a list of rows',
  minRows: '%{field} needs at least %{min} row',
  maxRows: '%{field} can have at most %{max} rows',
  inRow: 'Row %{row}: %{message}',
  pan: '%{field} must be a valid PAN like ABCPE1234F',
  ifsc: '%{field} must be a valid IFSC like SBIN0001234',
  aadhaar: '%{field} must be a 12-digit number not starting with 0 or 1',
  aadhaarCheckDigit: '%{field} is not a valid Aadhaar number (its check digit is wrong)',
  pincode: '%{field} must be 6 digits, not starting with 0',
  bankAccount: '%{field} must be 9 to 18 digits',
  existingRecord: '%{field} must be an existing %{record}',
} as const;

export type FieldMessageKey = keyof typeof fieldMessageTemplates;

/** Placeholders holding numbers, matched as numbers when a message is recognised. */
export const NUMERIC_PLACEHOLDERS: ReadonlySet<string> = new Set(['max', 'min', 'scale', 'row']);

export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** The English message `key` for these values. */
export const fieldMessage = (key: FieldMessageKey, values: Record<string, string | number>) =>
  fillTemplate(fieldMessageTemplates[key], values);
