import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { UPLOAD_FIELD, uploadedFileSchema } from '@atrium/shared/schemas/platform/files';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { readingMultipart } from '../../../lib/multipart.ts';
import { AppError } from '../../../lib/app-error.ts';
import { requireAuth } from '../../../plugins/auth.ts';
import { isImageType } from './file-type.ts';
import type { FileRow } from './files.repository.ts';
import { getCompanyFile, getPublicImage, uploadFile } from './files.service.ts';
import { createFileStorage, type FileStorage } from './storage.ts';

const fileBytes = z.unknown().describe("The file's bytes");

const fieldError = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path: UPLOAD_FIELD, message }] });

/** Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The file's bytes with its type and name; only images show in the page. */
export async function sendFile(
  storage: FileStorage,
  reply: FastifyReply,
  file: Pick<FileRow, 'storageKey' | 'mimeType' | 'sizeBytes' | 'originalName'>,
  cacheControl: string,
) {
  const body = await storage.get(file.storageKey);
  if (!body) throw new AppError('NOT_FOUND', 'File not found');
  // Images may show in the page; anything else downloads, so an HTML "text" can never run as ours.
  const kind = isImageType(file.mimeType) ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType)
    .header('content-length', file.sizeBytes)
    .header('content-disposition', contentDisposition(kind, file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(body);
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await createFileStorage(app.config);
  const limitMb = Math.round((app.config.uploadMaxBytes / (1024 * 1024)) * 10) / 10;

  app.post(
    '/files',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart, field "file"; other fields are allowed and ignored)',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(uploadedFileSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      // The body is a multipart stream, so it is checked here rather than by a body schema.
      if (!request.isMultipart()) throw fieldError('Send the file as multipart/form-data');
      const { body, fileName } = await readingMultipart(async () => {
        const part = await request.file({ limits: { fileSize: app.config.uploadMaxBytes } });
        if (!part) throw fieldError('Choose a file to upload');
        if (part.fieldname !== UPLOAD_FIELD) {
          part.file.resume();
          throw fieldError(`Send the file in the "${UPLOAD_FIELD}" field`);
        }
        try {
          return { body: await part.toBuffer(), fileName: part.filename };
        } catch (error) {
          if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
            throw new AppError(
              'PAYLOAD_TOO_LARGE',
              `The file is too large. Files may be at most ${limitMb} MB.`,
            );
          }
          throw error;
        }
      });
      const data = await uploadFile({ db: app.db, storage, auth, request, body, fileName });
      return reply.status(201).send({ message: SUCCESS_MESSAGES.fileUploaded, data });
    },
  );

  app.get(
    '/files/public/:storageKey',
    {
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        summary: 'An uploaded image by its unguessable key (for <img>, which sends no token)',
        params: z.object({ storageKey: z.string().max(64) }),
        response: { 200: fileBytes },
      },
    },
    async (request, reply) => {
      const file = await getPublicImage(app.db, request.params.storageKey);
      // A key names fixed bytes forever, so browsers may keep it.
      return sendFile(storage, reply, file, 'public, max-age=31536000, immutable');
    },
  );

  app.get(
    '/files/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['files'],
        summary: "One of the company's files",
        params: idParamSchema,
        response: { 200: fileBytes },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const file = await getCompanyFile(app.db, auth.companyId, request.params.id);
      return sendFile(storage, reply, file, 'private, no-store');
    },
  );
};
