import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageCode } from '../../resources/core/fieldMessageTemplates';
import { FieldValidationError, HttpError, ListTooSlow, refusal, SimilarRecordsWarning } from '../httpErrors';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

const MULTIPART_PARSE_ERROR = /^(Part terminated early|Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/;

/**
 * Every error leaves the API in one shape, `{ statusCode, error, message }`, where message is a
 * string or, for field errors, an array of `"field" text` with `codes`: per field, the code and
 * parameters of its message (`{ "phone": { "code": "required", "params": { "field": "Phone" } } }`);
 * another message a client may say in its language has its own `code` and `params`.
 * No stack traces or SQL reach a client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = saidAsRefusal(thrown, request.log);
    const statusCode = error.statusCode ?? 500;
    let message: string | string[] = error.message;
    let codes: Record<string, MessageCode> | undefined;
    let coded: MessageCode | undefined;
    if (error instanceof FieldValidationError) {
      message = error.messages;
      codes = error.codes;
    } else if (error instanceof HttpError) {
      // message is already for people
      coded = error.coded;
      // Which lists are too slow to read is the operators' to know.
      if (error instanceof ListTooSlow) request.log.warn({ url: request.url }, error.message);
    }
    const similar = error instanceof SimilarRecordsWarning ? { similar: error.similar } : undefined;
    reply.status(statusCode).send({ statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...(codes && { codes }), ...coded, ...similar });
  });
});

/** Fastify's, busboy's and unforeseen errors as the refusals they are (resources/core/refusals.ts). */
function saidAsRefusal(error: FastifyError, log: FastifyBaseLogger): HttpError {
  if (error instanceof HttpError) return error;
  if (error.validation) return refusal(400, 'requestInvalid', { problem: error.message });
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') return refusal(413, 'uploadTooLarge');
  const statusCode = error.statusCode ?? 500;
  // busboy's errors for a body cut off or not multipart at all: the client's fault, said plainly.
  if (statusCode >= 500 && MULTIPART_PARSE_ERROR.test(error.message)) return refusal(400, 'multipartBroken');
  if (statusCode < 500) return refusal(statusCode, 'requestInvalid', { problem: error.message });
  log.error({ err: error }, 'request failed');
  return refusal(500, 'serverFailed');
}
