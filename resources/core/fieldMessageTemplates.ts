import type { RefusalCode } from './refusals';

/**
 * The wording of the field messages that the field kinds build from a label (fields.ts,
 * indianIds.ts), in polyglot's `%{name}` form, and the code each message is built from: the
 * server sends a field's code and parameters beside its English message, and a client says it in
 * the user's language from them (src/i18n/fieldMessages.ts). Messages a declaration words itself
 * (the spec's strings) are plain text in the declaration and carry no code.
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
  similar: 'Another %{record} has this %{field}: %{others}',
  similarDuring: 'Another %{record} has this %{field} for overlapping dates: %{others}',
} as const;

export type FieldMessageKey = keyof typeof fieldMessageTemplates;

export const fillTemplate = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** Codes of the server's other messages: its refusals, and a record still named by others (server/db/references.ts). */
export type ErrorCode = RefusalCode | 'stillNamed';

/** What a message says, as a code and its parameters; `inner` is the code of a row's message (`inRow`). */
export interface MessageCode {
  code: FieldMessageKey | ErrorCode;
  params: Record<string, string | number>;
  inner?: MessageCode;
}

/** Messages built (or received from the server) in this process, by their English text. */
const codes = new Map<string, MessageCode>();
/** Messages are one per field and rule, and per row for rows: far fewer. Oldest forgotten first past this. */
const MAX_CODES = 20_000;

export function rememberMessageCode(message: string, code: MessageCode): void {
  if (codes.size >= MAX_CODES) codes.delete(codes.keys().next().value!);
  codes.set(message, code);
}

/** The code a field message was built from here, if it was. */
export const codeOfMessage = (message: string): MessageCode | undefined => codes.get(message);

/** Per field, the code of its message, for the fields whose message has one (an API's `codes`). */
export function codesOf(fieldErrors: Record<string, string>): Record<string, MessageCode> {
  return Object.fromEntries(Object.entries(fieldErrors).flatMap(([field, message]) => {
    const code = codeOfMessage(message);
    return code ? [[field, code]] : [];
  }));
}

/** The English message `key` for these values. */
export function fieldMessage(key: FieldMessageKey, values: Record<string, string | number>): string {
  const message = fillTemplate(fieldMessageTemplates[key], values);
  const inner = typeof values.message === 'string' ? codeOfMessage(values.message) : undefined;
  rememberMessageCode(message, inner ? { code: key, params: values, inner } : { code: key, params: values });
  return message;
}

/** A code received from elsewhere (the server), if it has a code's shape: a client without words for it says the English. */
export function messageCodeFrom(value: unknown): MessageCode | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { code, params, inner } = value as Record<string, unknown>;
  // A refusal's code this client has no words for is said in the server's English.
  const known = typeof code === 'string' && (Object.hasOwn(fieldMessageTemplates, code) || /^[a-z]\w*$/i.test(code));
  if (!known || !params || typeof params !== 'object') return undefined;
  const cleanParams = Object.fromEntries(Object.entries(params).filter(([, param]) => typeof param === 'string' || typeof param === 'number'));
  const innerCode = inner === undefined ? undefined : messageCodeFrom(inner);
  return { code: code as MessageCode['code'], params: cleanParams, ...(innerCode && { inner: innerCode }) };
}
