import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  rejectionReasonBodySchema,
  rejectionReasonSchema,
} from '@atrium/shared/schemas/recruiting/rejection-reasons';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  createRejectionReason,
  deleteRejectionReason,
  listRejectionReasons,
  updateRejectionReason,
} from './rejection-reasons.service.ts';

const tags = ['configuration'];
const MANAGE = 'rct.settings.custom_options.rejection_reasons.manage';

/** Configuration → custom options → rejection reasons. */
export const rejectionReasonsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/rejection-reasons',
    {
      // Whoever sees candidates may see why they were rejected, and pick a reason when rejecting.
      config: { access: 'authenticated', permission: 'rct.module.candidates.candidate.view' },
      schema: {
        tags,
        summary: 'Reasons for rejecting an application, by kind and name, with how many each rejected',
        response: { 200: envelope(z.array(rejectionReasonSchema)) },
      },
    },
    async (request) => ({
      message: 'Rejection reasons',
      data: await listRejectionReasons(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/configuration/rejection-reasons',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a rejection reason',
        body: rejectionReasonBodySchema,
        response: { 201: envelope(rejectionReasonSchema) },
      },
    },
    async (request, reply) => {
      const data = await createRejectionReason(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Rejection reason created successfully!', data });
    },
  );

  app.put(
    '/configuration/rejection-reasons/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Rename a rejection reason or change its kind',
        params: idParamSchema,
        body: rejectionReasonBodySchema,
        response: { 200: envelope(rejectionReasonSchema) },
      },
    },
    async (request) => ({
      message: 'Rejection reason updated successfully!',
      data: await updateRejectionReason(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/configuration/rejection-reasons/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a rejection reason no application was rejected with',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await deleteRejectionReason(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Rejection reason deleted successfully!' };
    },
  );
};
