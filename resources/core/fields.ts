/**
 * Field builders for resource declarations.
 *
 * A field says once what a value is (its kind), how people see it (label), and the rules it must
 * follow with the product's exact messages. The same objects drive the react-admin inputs, the
 * client-side validators, the server's request validation and the response/storage shape.
 */
import { z } from 'zod';

export type FieldKind = 'text' | 'email' | 'digits' | 'choice' | 'image' | 'password';

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
}

export interface FieldBase<T> extends FieldOptions {
  kind: FieldKind;
  /** Validates a present (non-empty) value; the required check happens before it. */
  schema: z.ZodType<T>;
  /** Phantom marker carrying the stored value type for type-level derivations. */
  readonly __value?: T;
}

export interface TextField extends FieldBase<string> {
  kind: 'text' | 'email' | 'digits' | 'password';
  maxLength: number;
  /** For digit-only inputs: how many digits may be typed. */
  digits?: number;
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

export type Field = TextField | ChoiceField | ImageField;

const DEFAULT_MAX_LENGTH = 200;

interface TextOptions extends FieldOptions {
  minLength?: number;
  minLengthMessage?: string;
  maxLength?: number;
}

export function text(options: TextOptions): TextField {
  const maxLength = options.maxLength ?? DEFAULT_MAX_LENGTH;
  let schema = z.string().max(maxLength, `${options.label} must be at most ${maxLength} characters`);
  if (options.minLength) {
    schema = schema.min(
      options.minLength,
      options.minLengthMessage ?? `${options.label} must be at least ${options.minLength} characters long.`,
    );
  }
  return { ...options, kind: 'text', maxLength, schema };
}

export function password(options: TextOptions): TextField {
  return { ...text(options), kind: 'password', writeOnly: true };
}

export function email(options: FieldOptions & { message: string }): TextField {
  const maxLength = 254;
  // The browser's own definition of a valid e-mail (WHATWG), so client and server agree.
  const schema = z.string().max(maxLength, options.message).regex(
    /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/,
    options.message,
  );
  return { ...options, kind: 'email', maxLength, schema };
}

/** Digits only: exactly `length` of them (mobile numbers, pincodes) or up to `maxLength`. */
export function digits(
  options: FieldOptions & { message: string } & ({ length: number; maxLength?: never } | { maxLength: number; length?: never }),
): TextField {
  const count = options.length ?? options.maxLength;
  const quantifier = options.length ? `{${options.length}}` : `{1,${options.maxLength}}`;
  const schema = z.string().regex(new RegExp(`^\\d${quantifier}$`), options.message);
  return { ...options, kind: 'digits', maxLength: count, digits: count, schema };
}

export function choice<const C extends string>(
  options: FieldOptions & { choices: readonly C[]; message?: string },
): ChoiceField<C> {
  const message = options.message ?? `${options.label} must be one of ${options.choices.join(', ')}`;
  const schema = z.string().refine((value): value is C => (options.choices as readonly string[]).includes(value), message) as unknown as z.ZodType<C>;
  return { ...options, kind: 'choice', schema };
}

export function image(
  options: FieldOptions & { maxBytes: number; tooLargeMessage: string; notImageMessage: string; accept: readonly string[] },
): ImageField {
  const schema = z.object({
    size: z.number().max(options.maxBytes, options.tooLargeMessage),
    mimeType: z.string().refine((type) => options.accept.includes(type), options.notImageMessage),
  });
  return { ...options, kind: 'image', schema };
}

export const requiredMessage = (field: Field) => field.requiredMessage ?? `${field.label} is required`;

/** Files travel as multipart parts and are stored on disk; every other field is a column value. */
export const isFileField = (field: Field): field is ImageField => field.kind === 'image';
