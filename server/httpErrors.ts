import { codesOf, type MessageCode } from '../resources/core/fieldMessageTemplates';
import { type FieldErrors, formatFieldMessages } from '../resources/core/fieldMessages';
import { hasErrors, type ValidationResult } from '../resources/core/validation';
import type { SimilarRecords } from './db/similarRecords';

/** An error whose message is meant for the person using the panel. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The message's code and parameters, for a client to say it in its language. */
    readonly coded?: MessageCode,
  ) {
    super(message);
  }
}

/**
 * Bad input, answered as 400 (409 for a value another record holds) with one `"field" message`
 * entry per field (spec section 5), and the messages' codes beside them.
 */
export class FieldValidationError extends HttpError {
  constructor(
    readonly fieldErrors: FieldErrors,
    statusCode = 400,
  ) {
    super(statusCode, 'Please fix the validation errors before submitting.');
  }
  get messages() {
    return formatFieldMessages(this.fieldErrors);
  }
  /** Per field, the code and parameters its message was built from, for clients to say it in their language. */
  get codes(): Record<string, MessageCode> {
    return codesOf(this.fieldErrors);
  }
}

/**
 * A write that looks like one already made (declaration `similarWhen`): 409 with the message under
 * the field and the records it resembles (`similar`); sent again with `Save-Similar: confirmed`, it is saved.
 */
export class SimilarRecordsWarning extends FieldValidationError {
  constructor(
    fieldErrors: FieldErrors,
    readonly similar: SimilarRecords,
  ) {
    super(fieldErrors, 409);
  }
}

/** The checked values, or a 400 with the field messages when any field broke a rule. */
export function validOrThrow({ values, errors }: ValidationResult): Record<string, unknown> {
  if (hasErrors(errors)) throw new FieldValidationError(errors);
  return values;
}

/**
 * A list query stopped at its time budget (listReader.ts), so it held no one else up for longer:
 * 503, asking the person to narrow the list.
 */
export class ListTooSlow extends HttpError {
  constructor(budgetMs: number) {
    const seconds = budgetMs / 1000;
    super(503, `This list took longer than ${seconds} s to read. Narrow it with a search or filter and try again.`, { code: 'listTooSlow', params: { seconds } });
  }
}

export const badRequest = (message: string, coded?: MessageCode) => new HttpError(400, message, coded);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string, coded?: MessageCode) => new HttpError(404, message, coded);
export const conflict = (message: string, coded?: MessageCode) => new HttpError(409, message, coded);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
