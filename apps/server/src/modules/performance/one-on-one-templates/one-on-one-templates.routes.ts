import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  oneOnOneTemplateInputSchema,
  oneOnOneTemplateSchema,
} from '@atrium/shared/schemas/performance/one-on-ones';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './one-on-one-templates.service.ts';

const tags = ['performance'];
const BASE = '/performance/one-on-ones/templates';

/** Settings → 1-on-1s → templates, and the template a new series starts from. */
export const performanceOneOnOneTemplatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: { access: 'authenticated', permission: 'prf.module.one_on_ones.template.view' },
      schema: {
        tags,
        summary: 'Templates of talking points in name order; `active=true` for those offered when scheduling',
        querystring: z.object({ active: z.enum(['true', 'false']).optional() }),
        response: { 200: envelope(z.array(oneOnOneTemplateSchema)) },
      },
    },
    async (request) => ({
      message: 'Templates',
      data: await service.listTemplates(
        app.db,
        requireAuth(request).companyId,
        request.query.active === 'true',
      ),
    }),
  );

  app.post(
    BASE,
    {
      config: { access: 'authenticated', permission: 'prf.module.one_on_ones.template.create' },
      schema: {
        tags,
        summary: 'Add a template',
        body: oneOnOneTemplateInputSchema,
        response: { 201: envelope(oneOnOneTemplateSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createTemplate(app.db, requireAuth(request).companyId, request.body);
      return reply.status(201).send({ message: 'Template added', data });
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: 'prf.module.one_on_ones.template.edit' },
      schema: {
        tags,
        summary: 'Change a template, or make it active or inactive',
        params: idParamSchema,
        body: oneOnOneTemplateInputSchema,
        response: { 200: envelope(oneOnOneTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Template saved',
      data: await service.updateTemplate(
        app.db,
        requireAuth(request).companyId,
        request.params.id,
        request.body,
      ),
    }),
  );

  app.post(
    `${BASE}/:id/duplicate`,
    {
      config: { access: 'authenticated', permission: 'prf.module.one_on_ones.template.duplicate' },
      schema: {
        tags,
        summary: 'Copy a template under a free name',
        params: idParamSchema,
        response: { 201: envelope(oneOnOneTemplateSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.duplicateTemplate(app.db, requireAuth(request).companyId, request.params.id);
      return reply.status(201).send({ message: 'Template duplicated', data });
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      config: { access: 'authenticated', permission: 'prf.module.one_on_ones.template.delete' },
      schema: {
        tags,
        summary: 'Delete a template (series made from it keep their points)',
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteTemplate(app.db, requireAuth(request).companyId, request.params.id);
      return { message: 'Template deleted' };
    },
  );
};
