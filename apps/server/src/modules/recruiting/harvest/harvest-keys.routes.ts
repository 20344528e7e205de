import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import {
  createdHarvestKeySchema,
  harvestKeyBodySchema,
  harvestKeySchema,
} from '@atrium/shared/schemas/recruiting/harvest';
import { requireAuth } from '../../../plugins/auth.ts';
import { createHarvestKey, listHarvestKeys, revokeHarvestKey } from './harvest-keys.service.ts';

const tags = ['configuration'];
const MANAGE = 'rct.settings.dev_center.api_credentials.manage';
const URL = '/configuration/dev-center/harvest-keys';

/** Dev center → API credentials: Harvest keys with the endpoints each may call. */
export const harvestKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    URL,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "The company's Harvest API keys, newest first (the keys themselves are never shown again)",
        response: { 200: envelope(z.array(harvestKeySchema)) },
      },
    },
    async (request) => ({
      message: 'Harvest API keys',
      data: await listHarvestKeys(app.db, requireAuth(request)),
    }),
  );

  app.post(
    URL,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Create a Harvest API key allowed the endpoints named; the answer shows the key, once',
        body: harvestKeyBodySchema,
        response: { 201: envelope(createdHarvestKeySchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Harvest API key created: copy it now, it is not shown again',
        data: await createHarvestKey(app.db, request, requireAuth(request), request.body),
      }),
  );

  app.post(
    `${URL}/:id/revoke`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Revoke a Harvest API key: it stops working at once',
        params: idParamSchema,
        response: { 200: envelope(harvestKeySchema) },
      },
    },
    async (request) => ({
      message: 'Harvest API key revoked',
      data: await revokeHarvestKey(app.db, request, requireAuth(request), request.params.id),
    }),
  );
};
