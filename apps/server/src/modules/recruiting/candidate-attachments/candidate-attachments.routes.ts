import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  attachmentCreateSchema,
  candidateAttachmentSchema,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import { requireAuth } from '../../../plugins/auth.ts';
import { sendFile } from '../../platform/files/files.routes.ts';
import { createFileStorage } from '../../platform/files/storage.ts';
import {
  addAttachment,
  deleteAttachment,
  getAttachment,
  listAttachments,
} from './candidate-attachments.service.ts';

const tags = ['candidates'];
const EDIT = 'rct.module.candidates.candidate.edit';
const attachmentParams = idParamSchema.extend({ attachmentId: z.uuid() });

export const candidateAttachmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = await createFileStorage(app.config);

  app.get(
    '/candidates/:id/attachments',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.view' },
      schema: {
        tags,
        summary:
          "The candidate's files, newest first: résumés and cover letters of their applications and every upload",
        params: idParamSchema,
        response: { 200: envelope(z.array(candidateAttachmentSchema)) },
      },
    },
    async (request) => ({
      message: 'Attachments',
      data: await listAttachments(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/candidates/:id/attachments',
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Put a file uploaded to /api/files on the profile as a résumé, cover letter or other',
        params: idParamSchema,
        body: attachmentCreateSchema,
        response: { 201: envelope(candidateAttachmentSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Attachment added',
        data: await addAttachment(
          { db: app.db, storage },
          request,
          requireAuth(request),
          request.params.id,
          request.body,
        ),
      }),
  );

  app.get(
    '/candidates/:id/attachments/:attachmentId/download',
    {
      config: { access: 'authenticated', permission: 'rct.module.candidates.attachment.download' },
      schema: {
        tags,
        summary: "One of the candidate's files",
        params: attachmentParams,
        response: { 200: z.unknown().describe("The file's bytes") },
      },
    },
    async (request, reply) => {
      const row = await getAttachment(
        app.db,
        requireAuth(request),
        request.params.id,
        request.params.attachmentId,
      );
      return sendFile(storage, reply, row.file, 'private, no-store');
    },
  );

  app.delete(
    '/candidates/:id/attachments/:attachmentId',
    {
      config: { access: 'authenticated', permission: EDIT },
      schema: {
        tags,
        summary: 'Delete an attachment and its file; an application it came with keeps no copy',
        params: attachmentParams,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteAttachment(
        { db: app.db, storage, log: request.log },
        request,
        requireAuth(request),
        request.params.id,
        request.params.attachmentId,
      );
      return { message: 'Attachment deleted' };
    },
  );
};
