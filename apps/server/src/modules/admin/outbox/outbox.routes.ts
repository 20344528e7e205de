import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, paged } from '@atrium/shared/schemas/platform/api';
import {
  outboxMessageDetailSchema,
  outboxMessageSchema,
  outboxQuerySchema,
} from '@atrium/shared/schemas/admin/outbox';
import { requireAuth } from '../../../plugins/auth.ts';
import { outbox, outboxMessage } from './outbox.service.ts';

/**
 * Admin → Outbox: the mail and text messages the suite sent, readable by the company's owner (and
 * the platform operator, for every company). Without SMTP it is the mailbox; with SMTP, a log.
 * Nothing anonymous reads it, in any mode: it holds sign-in codes and temporary passwords.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { access: 'authenticated', permission: 'sso.admin.outbox.message.view' },
      schema: {
        tags: ['admin'],
        summary: 'Mail and text messages sent, newest first (search: recipient or subject)',
        querystring: outboxQuerySchema,
        response: { 200: envelope(paged(outboxMessageSchema)) },
      },
    },
    async (request) => ({
      message: 'Outbox',
      data: await outbox(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    '/admin/outbox/:id',
    {
      config: { access: 'authenticated', permission: 'sso.admin.outbox.message.view' },
      schema: {
        tags: ['admin'],
        summary: 'One message in full (its reading is audited)',
        params: idParamSchema,
        response: { 200: envelope(outboxMessageDetailSchema) },
      },
    },
    async (request) => ({
      message: 'Message',
      data: await outboxMessage(app.db, request, requireAuth(request), request.params.id),
    }),
  );
};
