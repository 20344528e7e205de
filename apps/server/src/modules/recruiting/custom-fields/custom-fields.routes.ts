import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  customFieldBodySchema,
  customFieldOrderSchema,
  customFieldSchema,
} from '@atrium/shared/schemas/recruiting/custom-fields';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './custom-fields.service.ts';

const BASE = '/configuration/custom-fields/jobs';
const MANAGE = 'rct.settings.custom_options.jobs.manage' as const;
const tags = ['custom options'];
const one = { 200: envelope(customFieldSchema) };

/** Configuration → custom options → jobs: the company's own job fields. */
export const customFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Custom job fields, in order (archived too)',
        response: { 200: envelope(z.array(customFieldSchema)) },
      },
    },
    async (request) => ({
      message: 'Custom job fields',
      data: await service.listCustomFields(app.db, requireAuth(request).companyId),
    }),
  );
  app.post(
    BASE,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a job field (last in order)',
        body: customFieldBodySchema,
        response: { 201: envelope(customFieldSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Job field added',
        data: await service.createCustomField(app.db, request, requireAuth(request), request.body),
      }),
  );
  app.put(
    `${BASE}/order`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Put the fields in this order',
        body: customFieldOrderSchema,
        response: { 200: envelope(z.array(customFieldSchema)) },
      },
    },
    async (request) => ({
      message: 'Order saved',
      data: await service.reorderCustomFields(app.db, request, requireAuth(request), request.body.ids),
    }),
  );
  app.put(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Edit a job field (its type stays)',
        params: idParamSchema,
        body: customFieldBodySchema,
        response: one,
      },
    },
    async (request) => ({
      message: 'Job field saved',
      data: await service.updateCustomField(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.post(
    `${BASE}/:id/archive`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Archive a field: hidden from job forms, its values kept',
        params: idParamSchema,
        response: one,
      },
    },
    async (request) => ({
      message: 'Job field archived',
      data: await service.setCustomFieldArchived(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        true,
      ),
    }),
  );
  app.post(
    `${BASE}/:id/restore`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: { tags, summary: 'Bring an archived field back', params: idParamSchema, response: one },
    },
    async (request) => ({
      message: 'Job field restored',
      data: await service.setCustomFieldArchived(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        false,
      ),
    }),
  );
  app.delete(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Delete a field and every value kept for it',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteCustomField(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Job field deleted' };
    },
  );
};
