import { codesOf, fillTemplate, type MessageCode } from '../resources/core/fieldMessageTemplates';
import { type FieldErrors, formatFieldMessages } from '../resources/core/fieldMessages';
import { type RefusalCode, type RefusalParams, refusalTemplates } from '../resources/core/refusals';
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
  constructor(readonly budgetMs: number) {
    const params = { seconds: budgetMs / 1000 };
    super(503, fillTemplate(refusalTemplates.listTooSlow, params), { code: 'listTooSlow', params });
  }
}

/** A refusal said in English from its code (resources/core/refusals.ts), the code and parameters sent beside it. */
export const refusal = (statusCode: number, code: RefusalCode, params: RefusalParams = {}) =>
  new HttpError(statusCode, fillTemplate(refusalTemplates[code], params), { code, params });

export const badRequest = (code: RefusalCode, params?: RefusalParams) => refusal(400, code, params);
export const unauthorized = (code: RefusalCode, params?: RefusalParams) => refusal(401, code, params);
export const forbidden = (code: RefusalCode, params?: RefusalParams) => refusal(403, code, params);
export const notFound = (code: RefusalCode, params?: RefusalParams) => refusal(404, code, params);
export const conflict = (code: RefusalCode, params?: RefusalParams) => refusal(409, code, params);
export const payloadTooLarge = (code: RefusalCode, params?: RefusalParams) => refusal(413, code, params);
export const tooManyRequests = (code: RefusalCode, params?: RefusalParams) => refusal(429, code, params);
export const unavailable = (code: RefusalCode, params?: RefusalParams) => refusal(503, code, params);
