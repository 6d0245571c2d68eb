import { messages } from '@ossature/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';
import { describeViolations } from './validation-messages.js';

const text = messages.http;

/** Body-parser failures Fastify raises before validation (wrong content type, bad length; JSON: json-body-parser.ts). */
const BAD_BODY_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
  'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
]);

/**
 * Turns every failure into the same JSON shape with a French message. Unexpected errors are logged with their
 * stack and answered with a generic text: internals never reach the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (error.validation) {
      const prefix = error.validationContext === 'body' ? '' : (error.validationContext ?? '');
      const errors = describeViolations(error.validation, prefix);
      return reply.status(400).send({ message: text.badRequest, errors });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ message: text.payloadTooLarge });
    }
    if (BAD_BODY_CODES.has(error.code)) {
      return reply.status(400).send({ message: text.badRequest });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send({ message: text.badRequest });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: text.internalError });
  });
}
