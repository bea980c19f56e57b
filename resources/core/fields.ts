/**
 * Field builders for resource declarations.
 *
 * A field says once what a value is (its kind), how people see it (label), and the rules it must
 * follow with the product's exact messages. The same objects drive the react-admin inputs, the
 * client-side validators, the server's request validation and the response/storage shape.
 */
import type * as Zod from 'zod';
import { fieldMessage } from './fieldMessageTemplates';
import { normaliseMobile } from './indianMobile';

/** The zod library, handed to a field's schema by its caller (validation.ts). */
export type ZodLibrary = typeof Zod.z;

export type FieldKind =
  | 'text'
  | 'email'
  | 'digits'
  | 'choice'
  | 'image'
  | 'password'
  | 'decimal'
  | 'integer'
  | 'date'
  | 'boolean'
  | 'json'
  | 'rows'
  | 'reference';

export interface FieldOptions {
  label: string;
  required?: boolean;
  /** Shown under a required field left empty; defaults to '{label} is required'. */
  requiredMessage?: string;
  /** Long text rendered as a multi-line input. */
  multiline?: boolean;
  /** Present only in requests (never stored or returned), e.g. a password. */
  writeOnly?: boolean;
  /** Stored and returned but never accepted from a request, e.g. an account's own e-mail. */
  readOnly?: boolean;
  /** Other names a request may use for this field (e.g. the camelCase payload of spec section 3). */
  aliases?: readonly string[];
  /**
   * Personal data (Aadhaar, bank account numbers): encrypted at rest and answered only masked as
   * `XXXX-XXXX-1234`; an administrator can reveal one record's value, and the reveal is recorded.
   */
  personal?: boolean;
}

export interface FieldBase<T> extends FieldOptions {
  kind: FieldKind;
  /**
   * Validates a present (non-empty) value; the required check happens before it. Built on first use
   * and kept: the panel declares every resource as it starts, and building all their zod schemas
   * then took about 40 ms of a laptop's CPU (a profile of one page load) before the first screen.
   * zod itself is passed in by validation.ts, the one module that validates, so that declaring
   * resources does not load it: the panel's first screens (the dashboard, a list) validate nothing,
   * and zod is about 25 kB gzip of JavaScript a phone would fetch and run before them.
   */
  schema: (z: ZodLibrary) => Zod.ZodType<T>;
  /** Phantom marker carrying the stored value type for type-level derivations. */
  readonly __value?: T;
}

export interface TextField extends FieldBase<string> {
  kind: 'text' | 'email' | 'digits' | 'password';
  maxLength: number;
  /** For digit-only inputs: how many digits the value has. */
  digits?: number;
  /** Rewrites typed text into the stored form (the input applies it too, as the user types). */
  normalise?: (value: string) => string;
  /** A number printed in many ways (a policy number): compared without spaces, slashes, dashes or case. */
  identifier?: boolean;
  /**
   * The form suggests the values records already hold, most common first (server/db/keptSuggestions.ts);
   * `within`: only those of records sharing that field's value (a make's models).
   */
  suggested?: { within?: string };
}

export interface ChoiceField<C extends string = string> extends FieldBase<C> {
  kind: 'choice';
  choices: readonly C[];
}

/** What is checked of an uploaded image: the same shape on the client (File) and server (sniffed bytes). */
export interface UploadDescriptor {
  size: number;
  mimeType: string;
}

export interface ImageField extends FieldBase<UploadDescriptor> {
  kind: 'image';
  maxBytes: number;
  accept: readonly string[];
}

/**
 * An exact decimal: shown and sent as a number with at most `scale` decimals, stored as an integer
 * of 10^-scale units (money in paise, percentages in hundredths) so sums never drift.
 */
export interface DecimalField extends FieldBase<number> {
  kind: 'decimal';
  scale: number;
  /** Rupees: shown the Indian way (₹1,23,456.78), whole in lists. */
  money?: boolean;
  /** Rupees shown to the paisa in lists too: a payment, matched against what is due to the paisa. */
  toThePaisa?: boolean;
  min?: number;
  max?: number;
}

export interface IntegerField extends FieldBase<number> {
  kind: 'integer';
  min: number;
  max: number;
}

/** A calendar date, always held as ISO `YYYY-MM-DD`. */
export interface DateField extends FieldBase<string> {
  kind: 'date';
  /** The start date this one ends a year's cover from: a form fills it in (the day before a year on) while it is empty. */
  yearFrom?: string;
}

/** A yes/no flag (a checkbox); stored as 0/1 in SQLite and boolean in PostgreSQL. */
export interface BooleanField extends FieldBase<boolean> {
  kind: 'boolean';
  /** The value of a record created without it. */
  defaultValue: boolean;
}

/**
 * A structured value the server writes (the fields read from a PDF and their confidences):
 * stored as JSON text, answered as the object, never accepted from a request.
 */
export interface JsonField<T = unknown> extends FieldBase<T> {
  kind: 'json';
  readOnly: true;
}

/**
 * A list of rows of text cells (a configuration's key / label / sample-value rows): stored as JSON
 * text, accepted as a JSON array or as JSON text (a multipart field), every cell checked by its
 * column's rules and reported with its row number.
 */
export interface RowsField<C extends string = string> extends FieldBase<Record<C, string>[]> {
  kind: 'rows';
  columns: Record<C, TextField>;
  minRows: number;
  maxRows: number;
  minRowsMessage?: string;
}

/** What a `rows` field with too few rows says, on the form and from the server. */
export const tooFewRowsMessage = (field: Pick<RowsField, 'label' | 'minRows' | 'minRowsMessage'>) =>
  field.minRowsMessage ?? fieldMessage('minRows', { field: field.label, min: field.minRows });

/** The id of another resource's record (a health policy's insurer is a company), checked to exist. */
export interface ReferenceField extends FieldBase<string> {
  kind: 'reference';
  /** The referenced resource's name (react-admin's), e.g. 'companies'. */
  reference: string;
}

export type Field = TextField | ChoiceField | ImageField | DecimalField | IntegerField | DateField | BooleanField | JsonField<any> | RowsField | ReferenceField;

const DEFAULT_MAX_LENGTH = 200;

/** `build`, called once on first use, its result kept. */
function builtOnce<T>(build: (z: ZodLibrary) => T): (z: ZodLibrary) => T {
  let built: T | undefined;
  return (z) => (built ??= build(z));
}

interface TextOptions extends FieldOptions {
  minLength?: number;
  minLengthMessage?: string;
  maxLength?: number;
  /** Rewrites a value before it is checked and stored, e.g. upper-casing a registration number. */
  normalise?: (value: string) => string;
  /** A shape the (normalised) value must have, with its message. */
  pattern?: { regex: RegExp; message: string };
  /** A further test of a value of the right shape (a check digit), with its message. */
  check?: { test: (value: string) => boolean; message: string };
  /** A number printed in many ways (a policy number): compared without spaces, slashes, dashes or case. */
  identifier?: boolean;
  suggested?: TextField['suggested'];
}

export function text(options: TextOptions): TextField {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const schema = builtOnce((z) => {
    let schema: Zod.ZodType<string> = z.string().max(maxLength, fieldMessage('maxLength', { field: options.label, max: maxLength }));
    if (options.minLength) {
      schema = (schema as Zod.ZodString).min(
        options.minLength,
        options.minLengthMessage ?? fieldMessage('minLength', { field: options.label, min: options.minLength }),
      );
    }
    if (options.pattern) schema = (schema as Zod.ZodString).regex(options.pattern.regex, options.pattern.message);
    // The check (a check digit) runs only on a value of the right shape: zod runs refinements even
    // after a failed pattern, and a check digit of "12ab" means nothing.
    if (options.check) {
      const { test } = options.check;
      schema = schema.refine((value) => (options.pattern && !options.pattern.regex.test(value)) || test(value), options.check.message);
    }
    if (options.normalise) schema = z.string().transform(options.normalise).pipe(schema as Zod.ZodType<string, string>);
    return schema;
  });
  return { ...options, kind: 'text', maxLength, schema };
}

export function password(options: TextOptions): TextField {
  return { ...text(options), kind: 'password', writeOnly: true };
}

export function email(options: FieldOptions & { message: string }): TextField {
  const maxLength = 254;
  // The browser's own definition of a valid e-mail (WHATWG), so client and server agree.
  const schema = builtOnce((z) =>
    z.string().max(maxLength, options.message).regex(
      /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/,
      options.message,
    ),
  );
  return { ...options, kind: 'email', maxLength, schema };
}

/** Digits only: exactly `length` of them (mobile numbers, pincodes) or up to `maxLength`. */
export function digits(
  options: FieldOptions & { message: string; normalise?: (value: string) => string } & (
      | { length: number; maxLength?: never }
      | { maxLength: number; length?: never }
    ),
): TextField {
  const count = options.length ?? options.maxLength;
  const quantifier = options.length ? `{${options.length}}` : `{1,${options.maxLength}}`;
  const { normalise = (value: string) => value } = options;
  const schema = builtOnce((z) => z.string().transform(normalise).pipe(z.string().regex(new RegExp(`^\\d${quantifier}$`), options.message)));
  return { ...options, kind: 'digits', maxLength: count, digits: count, schema };
}

export function choice<const C extends string>(
  options: FieldOptions & { choices: readonly C[]; message?: string },
): ChoiceField<C> {
  const schema = builtOnce((z) => {
    const message = options.message ?? fieldMessage('oneOf', { field: options.label, choices: options.choices.join(', ') });
    // Matched regardless of case and stored in the declared spelling ("comprehensive" → "Comprehensive").
    const byLowerCase = new Map(options.choices.map((choice) => [choice.toLowerCase(), choice]));
    return z.string().transform((value, context) => {
      const known = byLowerCase.get(value.toLowerCase());
      if (!known) context.addIssue({ code: 'custom', message });
      return known ?? z.NEVER;
    }) as unknown as Zod.ZodType<C>;
  });
  return { ...options, kind: 'choice', schema };
}

/**
 * An Indian mobile number: 10 digits starting 6-9. Spaces, dashes and a +91 or 0 prefix are
 * dropped, so a number copied from a policy schedule is accepted.
 */
export function mobile(options: FieldOptions & { message: string }): TextField {
  const schema = builtOnce((z) => z.string().transform(normaliseMobile).pipe(z.string().regex(/^[6-9]\d{9}$/, options.message)));
  return { ...options, kind: 'digits', maxLength: 10, digits: 10, normalise: normaliseMobile, schema };
}

export function image(
  options: FieldOptions & { maxBytes: number; tooLargeMessage: string; notImageMessage: string; accept: readonly string[] },
): ImageField {
  const schema = builtOnce((z) =>
    z.object({
      size: z.number().max(options.maxBytes, options.tooLargeMessage),
      mimeType: z.string().refine((type) => options.accept.includes(type), options.notImageMessage),
    }),
  );
  return { ...options, kind: 'image', schema };
}

/** Numbers may arrive as JSON numbers or as text printed the Indian way ("₹ 1,23,456.50"). */
export const numericText = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/^\s*(?:₹|rs\.?|inr)\s*/i, '').replace(/[,\s]/g, '') : value;

interface NumberOptions extends FieldOptions {
  min?: number;
  max?: number;
  /** Shown when the value is not a number of the right form. */
  message?: string;
}

export function decimal(options: NumberOptions & { scale?: number; money?: boolean; toThePaisa?: boolean }): DecimalField {
  const scale = options.scale ?? 2;
  const schema = builtOnce((z) => {
    const message = options.message ?? fieldMessage('decimal', { field: options.label, scale });
    const pattern = new RegExp(`^-?\\d+(\\.\\d{0,${scale}})?$`);
    let number = z.number({ error: message }).finite(message);
    if (options.min !== undefined) number = number.min(options.min, fieldMessage('atLeast', { field: options.label, min: options.min }));
    if (options.max !== undefined) number = number.max(options.max, fieldMessage('atMost', { field: options.label, max: options.max }));
    return z.preprocess(
      numericText,
      z.union([z.number(), z.string().regex(pattern, message).transform(Number)], { error: message }).pipe(
        number.refine((value) => Number.isInteger(Math.round(value * 10 ** scale * 1e6) / 1e6), message),
      ),
    ) as unknown as Zod.ZodType<number>;
  });
  return { ...options, kind: 'decimal', scale, schema };
}

export function integer(options: NumberOptions & { min: number; max: number }): IntegerField {
  const schema = builtOnce((z) => {
    const message = options.message ?? fieldMessage('wholeNumber', { field: options.label, min: options.min, max: options.max });
    return z.preprocess(
      numericText,
      z
        .union([z.number(), z.string().regex(/^-?\d+$/, message).transform(Number)], { error: message })
        .pipe(z.number().int(message).min(options.min, message).max(options.max, message)),
    ) as unknown as Zod.ZodType<number>;
  });
  return { ...options, kind: 'integer', schema };
}

const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** ISO `YYYY-MM-DD` of a typed date (ISO, or Indian day-first `dd/mm/yyyy`), if it is a real day. */
export function toIsoDate(value: string): string | undefined {
  const iso = ISO_DATE.exec(value);
  const dayFirst = DAY_FIRST.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dayFirst
      ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
      : [NaN, NaN, NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return undefined;
  if (year < 1900 || year > 2200) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A day written `YYYY-MM-DD`, real and within the years dates are kept for (a query's bound). */
/** A month as YYYY-MM (a statement's, a payout's). */
export const isMonth = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

export function isIsoDay(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && toIsoDate(value) === value;
}

export function date(options: FieldOptions & { message?: string; yearFrom?: string }): DateField {
  const schema = builtOnce((z) => {
    const message = options.message ?? fieldMessage('date', { field: options.label });
    return z.string({ error: message }).transform((value, context) => {
      const iso = toIsoDate(value);
      if (!iso) context.addIssue({ code: 'custom', message });
      return iso ?? z.NEVER;
    }) as unknown as Zod.ZodType<string>;
  });
  return { ...options, kind: 'date', schema };
}

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, on: true, off: false };

export function reference(options: FieldOptions & { reference: string }): ReferenceField {
  const schema = builtOnce((z) => z.string().trim().min(1).max(64, fieldMessage('maxLength', { field: options.label, max: 64 })));
  return { ...options, kind: 'reference', schema };
}

export function boolean(options: FieldOptions & { defaultValue: boolean }): BooleanField {
  // Multipart bodies carry text ("true"), JSON bodies carry booleans.
  const schema = builtOnce(
    (z) =>
      z.preprocess(
        (value) => (typeof value === 'string' ? BOOLEAN_TEXT[value.toLowerCase()] ?? value : value),
        z.boolean({ error: fieldMessage('trueOrFalse', { field: options.label }) }),
      ) as unknown as Zod.ZodType<boolean>,
  );
  return { ...options, kind: 'boolean', schema };
}

export function json<T = Record<string, unknown>>(options: Omit<FieldOptions, 'readOnly'>): JsonField<T> {
  return { ...options, kind: 'json', readOnly: true, schema: builtOnce((z) => z.custom<T>()) };
}

export function rows<const C extends string>(
  options: FieldOptions & { columns: Record<C, TextField>; minRows?: number; maxRows: number; minRowsMessage?: string },
): RowsField<C> {
  const minRows = options.minRows ?? 1;
  const columns = Object.entries(options.columns) as [C, TextField][];
  const schema = builtOnce(
    (z) =>
      z.preprocess(
        (value) => {
          if (typeof value !== 'string') return value;
          try {
            return JSON.parse(value);
          } catch {
            return value;
          }
        },
        z.unknown().transform((value, context) => {
          if (!Array.isArray(value)) {
            context.addIssue({ code: 'custom', message: fieldMessage('rowList', { field: options.label }) });
            return z.NEVER;
          }
          if (value.length < minRows) context.addIssue({ code: 'custom', message: tooFewRowsMessage({ ...options, minRows }) });
          if (value.length > options.maxRows) context.addIssue({ code: 'custom', message: fieldMessage('maxRows', { field: options.label, max: options.maxRows }) });
          return value.map((row: unknown, index) => {
            const cells = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
            const checked = {} as Record<C, string>;
            for (const [name, column] of columns) {
              const value = typeof cells[name] === 'string' ? (cells[name] as string).trim() : cells[name];
              const parsed = value === undefined || value === null || value === '' ? { success: false as const, message: requiredMessage(column) } : column.schema(z).safeParse(value);
              if (parsed.success) checked[name] = parsed.data;
              else context.addIssue({ code: 'custom', message: fieldMessage('inRow', { row: index + 1, message: 'message' in parsed ? parsed.message : (parsed.error.issues[0]?.message ?? '') }) });
            }
            return checked;
          });
        }),
      ) as unknown as Zod.ZodType<Record<C, string>[]>,
  );
  return { ...options, kind: 'rows', columns: options.columns, minRows, maxRows: options.maxRows, schema };
}

export const requiredMessage = (field: Field) => field.requiredMessage ?? fieldMessage('required', { field: field.label });

/** Files travel as multipart parts and are stored on disk; every other field is a column value. */
export const isFileField = (field: Field): field is ImageField => field.kind === 'image';
