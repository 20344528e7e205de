import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { closeReasonBodySchema, closeReasonSchema } from '@atrium/shared/schemas/recruiting/jobs';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  createCloseReason,
  deleteCloseReason,
  listCloseReasons,
  renameCloseReason,
} from './close-reasons.service.ts';

const tags = ['configuration'];
const MANAGE = 'rct.settings.custom_options.close_reasons.manage';

/** Configuration → custom options → close reasons for job. */
export const closeReasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/close-reasons',
    {
      // Whoever sees jobs may see why they closed, and pick a reason when closing one.
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.view' },
      schema: {
        tags,
        summary: 'Reasons for closing a job, in name order, with how many jobs each closed',
        response: { 200: envelope(z.array(closeReasonSchema)) },
      },
    },
    async (request) => ({
      message: 'Close reasons',
      data: await listCloseReasons(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/configuration/close-reasons',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a close reason',
        body: closeReasonBodySchema,
        response: { 201: envelope(closeReasonSchema) },
      },
    },
    async (request, reply) => {
      const data = await createCloseReason(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Close reason created successfully!', data });
    },
  );

  app.put(
    '/configuration/close-reasons/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Rename a close reason',
        params: idParamSchema,
        body: closeReasonBodySchema,
        response: { 200: envelope(closeReasonSchema) },
      },
    },
    async (request) => ({
      message: 'Close reason updated successfully!',
      data: await renameCloseReason(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/configuration/close-reasons/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a close reason no job was closed with',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteCloseReason(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Close reason deleted successfully!' };
    },
  );
};
