/**
 * One validation path for both sides: the react-admin forms call `checkField` per input and the
 * server calls `validateRecord` per request, so a rule and its message live only in the declaration.
 */
import { z } from 'zod';
import type { ResourceDeclaration } from './defineResource';
import type { FieldErrors } from './fieldMessages';
import { fieldMessage } from './fieldMessageTemplates';
import { type Field, requiredMessage } from './fields';

/** Control characters no person types (NUL among them, which PostgreSQL cannot store); tabs and line breaks stay. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Blank strings count as "no value"; other strings are trimmed and lose control characters. */
export function normaliseValue(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.replace(CONTROL_CHARACTERS, '').trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value;
}

type Parsed = { value: unknown; error?: never } | { error: string; value?: never };

/** A value as the field stores it (null when empty), or the first message it breaks. */
export function parseField(field: Field, value: unknown): Parsed {
  const normalised = normaliseValue(value);
  if (normalised === undefined) {
    if (field.kind === 'boolean') return { value: field.defaultValue };
    return field.required ? { error: requiredMessage(field) } : { value: null };
  }
  // Where a field kind words no message of its own (a list sent for a name), the field's label
  // is used rather than zod's words; zod prefers the schema's own messages over this one.
  const schema = field.schema(z);
  // Parsed first without an error map, which costs zod several times the parse (an import checks
  // millions of values, nearly all valid); a value that fails is parsed again to word its message.
  const parsed = schema.safeParse(normalised);
  if (parsed.success) return { value: parsed.data };
  const invalid = () => fieldMessage('invalid', { field: field.label });
  return { error: schema.safeParse(normalised, { error: invalid }).error?.issues[0]?.message ?? invalid() };
}

/** The first message a value breaks, or undefined when it is valid. */
export const checkField = (field: Field, value: unknown): string | undefined => parseField(field, value).error;

/** The first cross-field rule `name` breaks in `record` (values as the form holds them). */
export function checkRules(declaration: ResourceDeclaration, name: string, record: Record<string, unknown>) {
  for (const rule of declaration.rules) {
    if (rule.field !== name) continue;
    const values: Record<string, unknown> = {};
    let complete = true;
    for (const used of [rule.field, ...rule.uses]) {
      const field = declaration.fields[used];
      const parsed = field ? parseField(field, record[used]) : { value: record[used] };
      if (parsed.error !== undefined || parsed.value == null) {
        complete = false;
        break;
      }
      values[used] = parsed.value;
    }
    for (const read of rule.reads ?? []) {
      const parsed = parseField(declaration.fields[read], record[read]);
      values[read] = parsed.error === undefined && parsed.value != null ? parsed.value : undefined;
    }
    if (complete && !rule.test(values)) return rule.message;
  }
  return undefined;
}

const camelCase = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A request body with every field under its declared name: a field may also arrive under one of its
 * `aliases` or, for snake_case names, in camelCase (spec section 3 lists both payload shapes).
 * The declared name wins when a body carries both.
 */
export function canonicalInput(declaration: ResourceDeclaration, body: Record<string, unknown>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...body };
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (name in body) continue;
    const names = [...(field.aliases ?? []), ...(name.includes('_') ? [camelCase(name)] : [])];
    const given = names.find((alias) => alias in body);
    if (given) input[name] = body[given];
  }
  return input;
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
  const result = validateFields(declaration.fields, input, only);
  for (const rule of declaration.rules) {
    if (result.errors[rule.field] || (only && !only.includes(rule.field))) continue;
    const message = checkRules(declaration, rule.field, input);
    if (message) result.errors[rule.field] = message;
  }
  return result;
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
    const parsed = parseField(field, input[name]);
    if (parsed.error !== undefined) errors[name] = parsed.error;
    else values[name] = parsed.value;
  }
  return { values, errors };
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;
