import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { FALLBACK_ERROR } from '@atrium/shared/schemas/messages';
import { AppError, type FieldError } from '../lib/app-error.ts';

/** Maps every failure to { message, code, errors? } with the right status, and hides 5xx details. */
export const errorsPlugin = fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({
        message: errors[0]?.message ?? 'The request is not valid',
        code: 'VALIDATION_FAILED',
        errors,
      });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: FALLBACK_ERROR, code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        message: 'Too many attempts. Please wait a minute and try again.',
        code: 'RATE_LIMITED',
      });
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: 'The file is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: error.message, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: FALLBACK_ERROR, code: 'INTERNAL' });
  });
});
