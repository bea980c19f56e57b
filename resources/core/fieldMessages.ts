/**
 * How field errors travel between the API and its clients. No imports, so the public pages can
 * read a refusal without loading the validation library.
 */
export type FieldErrors = Record<string, string>;

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
