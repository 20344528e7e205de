import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  feedbackPrivateNotePageSchema,
  feedbackPrivateNoteSchema,
  privateNoteInputSchema,
  privateNoteListQuerySchema,
  privateNoteUpdateSchema,
} from '@atrium/shared/schemas/performance/feedback-requests';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './feedback-notes.service.ts';

const tags = ['performance'];
const BASE = '/performance/feedback/private-notes';
const MANAGE = 'prf.module.feedback.private_note.manage';

/** Performance → feedback → private notes about colleagues, read by their author alone. */
export const performanceFeedbackNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'My private notes about colleagues (one colleague’s with `subjectId`), the latest first',
        querystring: privateNoteListQuerySchema,
        response: { 200: envelope(feedbackPrivateNotePageSchema) },
      },
    },
    async (request) => ({
      message: 'Private notes',
      data: await service.listNotes(app.db, requireAuth(request), request.query),
    }),
  );

  app.post(
    BASE,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Write a private note about a colleague; nobody else ever reads it',
        body: privateNoteInputSchema,
        response: { 201: envelope(feedbackPrivateNoteSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createNote(app.db, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Note saved', data });
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Edit a private note of mine',
        params: idParamSchema,
        body: privateNoteUpdateSchema,
        response: { 200: envelope(feedbackPrivateNoteSchema) },
      },
    },
    async (request) => ({
      message: 'Note saved',
      data: await service.updateNote(app.db, requireAuth(request), request.params.id, request.body.body),
    }),
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a private note of mine',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteNote(app.db, requireAuth(request), request.params.id);
      return { message: 'Note deleted' };
    },
  );
};
