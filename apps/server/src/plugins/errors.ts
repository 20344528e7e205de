import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@atrium/shared/errors/error-codes';
import { FALLBACK_ERROR } from '@atrium/shared/schemas/platform/messages';
import { AppError, type FieldError } from '../lib/app-error.ts';
import { isDataException, loggableError } from '../lib/pg-errors.ts';

export interface ErrorAnswer {
  status: number;
  message: string;
  code: ErrorCode;
  errors?: FieldError[];
  headers?: Record<string, string>;
}

// Fastify's own 4xx errors, by code, in our words: its messages name internals or echo the request.
const FRAMEWORK_ERRORS: Record<string, Omit<ErrorAnswer, 'status'>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here. Send JSON (application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'Send one file at a time' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'The form has too many fields' },
  FST_FIELDS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'The form has too many fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'BAD_REQUEST',
    message: 'Send the form as multipart/form-data with a boundary',
  },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: 'The address is too long' },
};

/**
 * What any failure answers, whatever the shape its scope sends it in: an AppError as it says, a
 * validation error with its fields, Fastify's own 4xx errors in our words, a value the database
 * cannot take as 400, anything else as 500 (logged, details hidden).
 */
export function errorAnswer(error: unknown, request: FastifyRequest): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      message: error.message,
      code: error.code,
      errors: error.errors,
      headers: error.headers,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: issue.message ?? 'Invalid value',
    }));
    return {
      status: 400,
      message: errors[0]?.message ?? 'The request is not valid',
      code: 'VALIDATION_FAILED',
      errors,
    };
  }
  if (error instanceof ResponseSerializationError) {
    request.log.error({ err: loggableError(error) }, 'response did not match its schema');
    return { status: 500, message: FALLBACK_ERROR, code: 'INTERNAL' };
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  if (known) return { status: status >= 400 && status < 500 ? status : 400, ...known };
  if (status === 429) {
    return {
      status,
      message: 'Too many attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
    };
  }
  if (status === 413) return { status, message: 'The request is too large', code: 'PAYLOAD_TOO_LARGE' };
  if (status >= 400 && status < 500) {
    return {
      status,
      message: fastifyError.message || 'The request is not valid',
      code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST',
    };
  }
  // A value that passed validation but that the column cannot hold (out of range, not a date…) is
  // still the caller's input: say so, rather than fail as if the server were broken.
  if (isDataException(error)) {
    request.log.warn({ err: loggableError(error) }, 'a value the database refused');
    return { status: 400, message: 'A value in the request cannot be stored', code: 'VALIDATION_FAILED' };
  }
  request.log.error({ err: loggableError(error) }, 'unhandled error');
  return { status: 500, message: FALLBACK_ERROR, code: 'INTERNAL' };
}

const sendAnswer = (reply: FastifyReply, answer: ErrorAnswer) => {
  if (answer.headers) void reply.headers(answer.headers);
  return reply.status(answer.status).send({
    message: answer.message,
    code: answer.code,
    ...(answer.errors ? { errors: answer.errors } : {}),
  });
};

/** Maps every failure to { message, code, errors? } with the right status, and hides 5xx details. */
export const errorsPlugin = fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) =>
    sendAnswer(reply, errorAnswer(error, request)),
  );
});

/** The Harvest API answers errors as Greenhouse's Harvest does: { message, errors: [{ message, field }] }. */
export const HARVEST_PREFIX = '/api/harvest/';

/** The Greenhouse-compatible APIs answer errors in Greenhouse's shape, { status, error }, plus ours. */
export const GREENHOUSE_API_PREFIX = '/api/job-board/';
export const greenhouseErrorBody = (answer: Pick<ErrorAnswer, 'status' | 'message' | 'errors'>) => ({
  status: answer.status,
  error: answer.message,
  message: answer.message,
  errors: answer.errors ?? [],
});

/**
 * Errors Fastify meets before routing (a malformed or overlong address) go through the same words;
 * pass as the `frameworkErrors` option, since no route's error handler runs for them.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = errorAnswer(error, request);
  if (request.url.startsWith(GREENHOUSE_API_PREFIX))
    void reply.status(answer.status).send(greenhouseErrorBody(answer));
  // Harvest says 422 where we say 400, in its own shape.
  else if (request.url.startsWith(HARVEST_PREFIX))
    void reply.status(answer.status === 400 ? 422 : answer.status).send({ message: answer.message });
  else void sendAnswer(reply, answer);
}
