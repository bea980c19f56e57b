import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageCode } from '../../resources/core/fieldMessageTemplates';
import { FieldValidationError, HttpError, ListTooSlow, SimilarRecordsWarning } from '../httpErrors';

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
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let statusCode = error.statusCode ?? 500;
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
    } else if (error.validation) {
      statusCode = 400;
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      statusCode = 413;
      message = 'The uploaded file is too large.';
    } else if (statusCode >= 500 && MULTIPART_PARSE_ERROR.test(error.message)) {
      // busboy's errors for a body cut off or not multipart at all: the client's fault, said plainly.
      statusCode = 400;
      message = 'The upload is not valid multipart/form-data (it may have been cut off). Please send it again.';
    } else if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      message = 'Something went wrong on our side. Please try again.';
    }
    const similar = error instanceof SimilarRecordsWarning ? { similar: error.similar } : undefined;
    reply.status(statusCode).send({ statusCode, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...(codes && { codes }), ...coded, ...similar });
  });
});
