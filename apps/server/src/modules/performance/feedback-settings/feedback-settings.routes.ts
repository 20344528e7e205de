import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyValueInputSchema,
  companyValueListSchema,
  companyValueOrderSchema,
  companyValuePatchSchema,
  companyValueSchema,
  companyValuesQuerySchema,
  feedbackLogQuerySchema,
  feedbackLogSchema,
  feedbackSettingsSchema,
  permittedTypesInputSchema,
  praiseWallInputSchema,
  valueRemovedSchema,
} from '@atrium/shared/schemas/performance/feedback-settings';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { anyOf, requireAuth } from '../../../plugins/auth.ts';
import { scopedPermissions } from '../access/scope.ts';
import * as service from './feedback-settings.service.ts';

const tags = ['performance'];
const BASE = '/performance/feedback';
// Whoever gives, asks for or reads feedback reads what is permitted and the values to tag praise with.
const READ_SETTINGS = anyOf(
  ...scopedPermissions('prf.module.feedback.feedback.view'),
  'prf.module.feedback.feedback.give',
  'prf.module.feedback.feedback.request',
  'prf.settings.feedback.permitted_types.manage',
  'prf.settings.feedback.praise_wall.manage',
);
const MANAGE_VALUES = 'prf.settings.feedback.praise_wall.manage';

/** Settings → feedback: permitted types, the praise wall, company values; and the feedback log. */
export const performanceFeedbackSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/settings`,
    {
      config: { access: 'authenticated', permission: READ_SETTINGS },
      schema: {
        tags,
        summary: 'The kinds of feedback the company permits, and whether its praise wall is on',
        response: { 200: envelope(feedbackSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Feedback settings',
      data: await service.feedbackSettingsOf(app.db, requireAuth(request).companyId),
    }),
  );

  app.put(
    `${BASE}/settings/permitted-types`,
    {
      config: { access: 'authenticated', permission: 'prf.settings.feedback.permitted_types.manage' },
      schema: {
        tags,
        summary: 'Which kinds of feedback people may give: praise, the private ones, requests',
        body: permittedTypesInputSchema,
        response: { 200: envelope(feedbackSettingsSchema) },
      },
    },
    async (request) => ({
      message: 'Feedback types saved',
      data: await service.savePermittedTypes(
        app.db,
        request,
        requireAuth(request),
        request.body.permittedTypes,
      ),
    }),
  );

  app.put(
    `${BASE}/settings/praise-wall`,
    {
      config: { access: 'authenticated', permission: 'prf.settings.feedback.praise_wall.manage' },
      schema: {
        tags,
        summary: 'Turn the company-wide praise wall on or off',
        body: praiseWallInputSchema,
        response: { 200: envelope(feedbackSettingsSchema) },
      },
    },
    async (request) => ({
      message: request.body.praiseWallEnabled ? 'Praise wall on' : 'Praise wall off',
      data: await service.savePraiseWall(
        app.db,
        request,
        requireAuth(request),
        request.body.praiseWallEnabled,
      ),
    }),
  );

  app.get(
    `${BASE}/values`,
    {
      config: { access: 'authenticated', permission: READ_SETTINGS },
      schema: {
        tags,
        summary: "The company's values in their order (the active ones unless `includeInactive=true`)",
        querystring: companyValuesQuerySchema,
        response: { 200: envelope(companyValueListSchema) },
      },
    },
    async (request) => ({
      message: 'Company values',
      data: await service.listValues(app.db, requireAuth(request).companyId, request.query.includeInactive),
    }),
  );

  app.post(
    `${BASE}/values`,
    {
      config: { access: 'authenticated', permission: MANAGE_VALUES },
      schema: {
        tags,
        summary: 'Add a company value (last in the order)',
        body: companyValueInputSchema,
        response: { 201: envelope(companyValueSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createValue(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Value added', data });
    },
  );

  app.put(
    `${BASE}/values/order`,
    {
      config: { access: 'authenticated', permission: MANAGE_VALUES },
      schema: {
        tags,
        summary: "Put the company's values in this order (every value's id once)",
        body: companyValueOrderSchema,
        response: { 200: envelope(companyValueListSchema) },
      },
    },
    async (request) => ({
      message: 'Values reordered',
      data: await service.reorderValues(app.db, requireAuth(request), request.body.ids),
    }),
  );

  app.patch(
    `${BASE}/values/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE_VALUES },
      schema: {
        tags,
        summary: 'Rename or describe a value, or make it active or inactive',
        params: idParamSchema,
        body: companyValuePatchSchema,
        response: { 200: envelope(companyValueSchema) },
      },
    },
    async (request) => ({
      message: 'Value saved',
      data: await service.updateValue(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${BASE}/values/:id`,
    {
      config: { access: 'authenticated', permission: MANAGE_VALUES },
      schema: {
        tags,
        summary: 'Delete a value; one that praise is tagged with is deactivated instead',
        params: idParamSchema,
        response: { 200: envelope(valueRemovedSchema) },
      },
    },
    async (request) => {
      const data = await service.removeValue(app.db, request, requireAuth(request), request.params.id);
      return {
        message: data.deactivated
          ? 'Value in use by praise: deactivated instead of deleted'
          : 'Value deleted',
        data,
      };
    },
  );

  app.get(
    `${BASE}/log`,
    {
      config: { access: 'authenticated', permission: 'prf.settings.feedback.log.view' },
      schema: {
        tags,
        summary: 'Who gave what kind of feedback to whom and when, with counts; never what was said',
        querystring: feedbackLogQuerySchema,
        response: { 200: envelope(feedbackLogSchema) },
      },
    },
    async (request) => ({
      message: 'Feedback log',
      data: await service.feedbackLog(app.db, requireAuth(request), request.query),
    }),
  );
};
