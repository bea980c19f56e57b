/**
 * One validation path for both sides: the react-admin forms call `checkField` per input and the
 * server calls `validateRecord` per request, so a rule and its message live only in the declaration.
 */
import type { ResourceDeclaration } from './defineResource';
import { type Field, requiredMessage } from './fields';

export type FieldErrors = Record<string, string>;

/** Blank strings count as "no value"; other strings are trimmed. */
export function normaliseValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value;
}

/** The first message a value breaks, or undefined when it is valid. */
export function checkField(field: Field, value: unknown): string | undefined {
  const normalised = normaliseValue(value);
  if (normalised === undefined) return field.required ? requiredMessage(field) : undefined;
  const result = field.schema.safeParse(normalised);
  return result.success ? undefined : (result.error.issues[0]?.message ?? `${field.label} is invalid`);
}

export interface ValidationResult {
  /** Normalised values of the checked fields, `null` where empty. */
  values: Record<string, unknown>;
  errors: FieldErrors;
}

/**
 * Checks every declared, writable field of `input` (or only `only`, for a partial check).
 * Values of unknown keys are dropped, so a request can never write a column it should not.
 */
export function validateRecord(
  declaration: ResourceDeclaration,
  input: Record<string, unknown>,
  only?: readonly string[],
): ValidationResult {
  return validateFields(declaration.fields, input, only);
}

/** As validateRecord, for a set of fields that is not a stored resource (sign-up, login). */
export function validateFields(
  fields: Record<string, Field>,
  input: Record<string, unknown>,
  only?: readonly string[],
): ValidationResult {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.readOnly || (only && !only.includes(name))) continue;
    const message = checkField(field, input[name]);
    if (message) errors[name] = message;
    else values[name] = normaliseValue(input[name]) ?? null;
  }
  return { values, errors };
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/**
 * Field errors travel in the API's `message` array as `"field" text` (spec section 5: each message
 * names its field in quotes), so any client can match a message to its input.
 */
export const formatFieldMessages = (errors: FieldErrors) =>
  Object.entries(errors).map(([field, message]) => `"${field}" ${message}`);

const QUOTED_FIELD = /"([A-Za-z_][\w.]*)"/;

/** Splits server messages into field errors (by the quoted name inside) and the rest. */
export function parseFieldMessages(messages: readonly string[]): { fieldErrors: FieldErrors; other: string[] } {
  const fieldErrors: FieldErrors = {};
  const other: string[] = [];
  for (const message of messages) {
    const match = QUOTED_FIELD.exec(message);
    if (!match) {
      other.push(message);
      continue;
    }
    const field = match[1];
    const startsWithField = match.index === 0;
    const text = startsWithField ? message.slice(match[0].length).replace(/^\s*:?\s*/, '') : message;
    fieldErrors[field] ??= text || message;
  }
  return { fieldErrors, other };
}
