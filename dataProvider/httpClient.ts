/**
 * Every call to the API goes through here: the base URL, the bearer token, and the translation of
 * the API's error shape into react-admin's HttpError (field messages become `body.errors`, which
 * react-admin forms show under their inputs).
 */
import { fetchUtils, HttpError } from 'react-admin';
import { messageCodeFrom, rememberMessageCode } from '../resources/core/fieldMessageTemplates';
import { type FieldErrors, parseFieldMessages } from '../resources/core/fieldMessages';
import { API_URL, apiHeaders } from './api';
import { takeEarlyAnswer } from './earlyAnswers';

export async function httpClient(path: string, options: fetchUtils.Options = {}) {
  // A GET the entry point started early (earlyAnswers.ts) is answered from there when it succeeded.
  const early = !options.method && !options.body ? await takeEarlyAnswer(path) : undefined;
  if (early) return early;
  try {
    return await fetchUtils.fetchJson(`${API_URL}${path}`, { ...options, headers: apiHeaders(options.headers), credentials: 'include' });
  } catch (error) {
    throw toHttpError(error);
  }
}

export function toHttpError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body ?? {};
  if (!Array.isArray(body.message)) {
    // Only a message the API wrote counts; without one each screen shows its own fallback text.
    const message = typeof body.message === 'string' ? body.message : '';
    const coded = messageCodeFrom(body);
    if (message && coded) rememberMessageCode(message, coded);
    return new HttpError(message, error.status, body);
  }
  const { fieldErrors, other } = parseFieldMessages(body.message);
  rememberCodes(fieldErrors, body.codes);
  const message = other[0] ?? 'ra.message.invalid_form';
  return new HttpError(message, error.status, { ...body, errors: fieldErrors });
}

/** The codes the server sent with its field messages, so the messages are said in the user's language (src/i18n/fieldMessages.ts). */
function rememberCodes(fieldErrors: FieldErrors, codes: unknown) {
  if (!codes || typeof codes !== 'object') return;
  for (const [field, value] of Object.entries(codes)) {
    const code = messageCodeFrom(value);
    if (!code || !fieldErrors[field]) continue;
    rememberMessageCode(fieldErrors[field], code);
    if (code.inner && typeof code.params.message === 'string') rememberMessageCode(code.params.message, code.inner);
  }
}

/** The per-field messages of a failed call (empty when the failure was not about fields). */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  (error instanceof HttpError && error.body?.errors) || {};

export const hasFieldErrors = (error: unknown) => Object.keys(fieldErrorsOf(error)).length > 0;

/** GET/POST with JSON bodies for calls outside the CRUD methods. */
export const postJson = (path: string, body: unknown) =>
  httpClient(path, { method: 'POST', body: JSON.stringify(body) });
