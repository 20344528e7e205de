import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  apiKeyBodySchema,
  apiKeySchema,
  createdApiKeySchema,
} from '@atrium/shared/schemas/recruiting/job-board-api-keys';
import { requireAuth } from '../../../plugins/auth.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const tags = ['dev center'];
const PERMISSION = 'rct.settings.dev_center.job_board_integration.configure' as const;

/** Dev center → configure your job boards: the keys that may submit applications through the Job Board API. */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/dev-center/api-keys',
    {
      config: { access: 'authenticated', permission: PERMISSION },
      schema: {
        tags,
        summary: 'Job Board API keys, newest first (revoked ones too)',
        response: { 200: envelope(z.array(apiKeySchema)) },
      },
    },
    async (request) => ({ message: 'API keys', data: await listApiKeys(app.db, requireAuth(request)) }),
  );

  app.post(
    '/configuration/dev-center/api-keys',
    {
      config: { access: 'authenticated', permission: PERMISSION },
      schema: {
        tags,
        summary: 'Create a key (shown once, in this answer)',
        body: apiKeyBodySchema,
        response: { 201: envelope(createdApiKeySchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'API key created',
        data: await createApiKey(app.db, request, requireAuth(request), request.body.name),
      }),
  );

  app.delete(
    '/configuration/dev-center/api-keys/:id',
    {
      config: { access: 'authenticated', permission: PERMISSION },
      schema: {
        tags,
        summary: 'Revoke a key: it stops working at once',
        params: idParamSchema,
        response: { 200: envelope(apiKeySchema) },
      },
    },
    async (request) => ({
      message: 'API key revoked',
      data: await revokeApiKey(app.db, request, requireAuth(request), request.params.id),
    }),
  );
};
