import type { FastifyRequest } from 'fastify';
import { APPLICATION_MESSAGES, RESUME_MAX_BYTES } from '@atrium/shared/schemas/recruiting/applications';
import type { FieldError } from '../../../lib/app-error.ts';
import { readingMultipart } from '../../../lib/multipart.ts';
import { refuseUnstorableText } from '../../../plugins/storable-input.ts';
import type { RawSubmission } from './application-form.ts';

const MAX_FILES = 10;
const MAX_FIELDS = 200;

/**
 * Reads an application as sent: multipart (the careers form, Greenhouse clients with files) or JSON
 * (Greenhouse clients without). A file over the limit is reported against its field, not thrown.
 */
export async function readSubmission(
  request: FastifyRequest,
): Promise<{ raw: RawSubmission; errors: FieldError[] }> {
  const raw: RawSubmission = { fields: new Map(), files: new Map() };
  const errors: FieldError[] = [];
  const add = (name: string, value: string) => raw.fields.set(name, [...(raw.fields.get(name) ?? []), value]);
  if (request.isMultipart()) {
    await readingMultipart(async () => {
      const parts = request.parts({
        limits: { fileSize: RESUME_MAX_BYTES, files: MAX_FILES, fields: MAX_FIELDS },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') {
            refuseUnstorableText(part.value, part.fieldname);
            add(part.fieldname, part.value);
          }
          continue;
        }
        const buffer = await part.toBuffer().catch((error: unknown) => {
          if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) return null;
          throw error;
        });
        if (buffer === null) errors.push({ path: part.fieldname, message: APPLICATION_MESSAGES.resumeSize });
        else if (buffer.length > 0) raw.files.set(part.fieldname, { buffer, filename: part.filename });
      }
    });
    return { raw, errors };
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      const values = Array.isArray(value) ? value : [value];
      for (const item of values)
        if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
          add(name, String(item));
    }
  }
  return { raw, errors };
}
