import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  CUSTOM_FIELD_AREAS,
  customFieldBodySchema,
  customFieldOrderSchema,
  customFieldSchema,
  type CustomFieldArea,
} from '@atrium/shared/schemas/recruiting/custom-fields';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './custom-fields.service.ts';

const tags = ['custom options'];
const one = { 200: envelope(customFieldSchema) };

/**
 * Configuration → custom options → jobs, candidates, applications, offers, users and referral
 * questions: the same routes for each kind of field, each behind its own permission.
 */
export const customFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const area of Object.values(CUSTOM_FIELD_AREAS)) addAreaRoutes(app, area);
};

function addAreaRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  { entity, segment, permission, singular }: CustomFieldArea,
) {
  const BASE = `/configuration/custom-fields/${segment}`;
  // Typed once: checking the literal against each route's generic config builds a union TypeScript gives up on.
  const guarded: FastifyContextConfig = { access: 'authenticated', permission };
  app.get(
    BASE,
    {
      config: guarded,
      schema: {
        tags,
        summary: `${singular}s, in order (archived too)`,
        response: { 200: envelope(z.array(customFieldSchema)) },
      },
    },
    async (request) => ({
      message: `${singular}s`,
      data: await service.listCustomFields(app.db, requireAuth(request).companyId, entity),
    }),
  );
  app.post(
    BASE,
    {
      config: guarded,
      schema: {
        tags,
        summary: `Add a ${singular.toLowerCase()} (last in order)`,
        body: customFieldBodySchema,
        response: { 201: envelope(customFieldSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: `${singular} added`,
        data: await service.createCustomField(app.db, request, requireAuth(request), entity, request.body),
      }),
  );
  app.put(
    `${BASE}/order`,
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Put the fields in this order',
        body: customFieldOrderSchema,
        response: { 200: envelope(z.array(customFieldSchema)) },
      },
    },
    async (request) => ({
      message: 'Order saved',
      data: await service.reorderCustomFields(
        app.db,
        request,
        requireAuth(request),
        entity,
        request.body.ids,
      ),
    }),
  );
  app.put(
    `${BASE}/:id`,
    {
      config: guarded,
      schema: {
        tags,
        summary: `Edit a ${singular.toLowerCase()} (its type stays)`,
        params: idParamSchema,
        body: customFieldBodySchema,
        response: one,
      },
    },
    async (request) => ({
      message: `${singular} saved`,
      data: await service.updateCustomField(
        app.db,
        request,
        requireAuth(request),
        entity,
        request.params.id,
        request.body,
      ),
    }),
  );
  app.post(
    `${BASE}/:id/archive`,
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Archive a field: hidden from forms, its values kept',
        params: idParamSchema,
        response: one,
      },
    },
    async (request) => ({
      message: `${singular} archived`,
      data: await service.setCustomFieldArchived(
        app.db,
        request,
        requireAuth(request),
        entity,
        request.params.id,
        true,
      ),
    }),
  );
  app.post(
    `${BASE}/:id/restore`,
    {
      config: guarded,
      schema: { tags, summary: 'Bring an archived field back', params: idParamSchema, response: one },
    },
    async (request) => ({
      message: `${singular} restored`,
      data: await service.setCustomFieldArchived(
        app.db,
        request,
        requireAuth(request),
        entity,
        request.params.id,
        false,
      ),
    }),
  );
  app.delete(
    `${BASE}/:id`,
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Delete a field and every value kept for it',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteCustomField(app.db, request, requireAuth(request), entity, request.params.id);
      return { message: `${singular} deleted` };
    },
  );
}
