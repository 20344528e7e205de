import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findUnstorableText } from '@atrium/shared/schemas/platform/storable-text';
import { AppError, type FieldError } from '../lib/app-error.ts';

/** Refuses text PostgreSQL cannot store (a NUL, a lone surrogate) as a 400 that names the field. */
export function refuseUnstorableText(value: unknown, at = ''): void {
  const errors: FieldError[] = findUnstorableText(value).map((error) => ({
    ...error,
    path: [at, error.path].filter(Boolean).join('.'),
  }));
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors[0]!.message, { errors });
}

/**
 * Every route, with or without a schema, in every scope (the Job Board API and the careers pages
 * answer the error in their own shapes): parameters, query and parsed body are checked before
 * validation. Bodies read as streams (multipart, CSV files) are checked where they are read.
 */
export const storableInputPlugin = fp(async function storableInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    refuseUnstorableText(request.params);
    refuseUnstorableText(request.query);
    // A body that is one string (a CSV sent as text/csv) is named as the body itself.
    if (request.body !== undefined && !request.isMultipart())
      refuseUnstorableText(request.body, typeof request.body === 'string' ? 'body' : '');
  });
});
