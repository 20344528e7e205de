import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  planPreviewQuerySchema,
  planPreviewSchema,
  taskTemplateBodySchema,
  taskTemplateOrderSchema,
  taskTemplateSchema,
} from '@atrium/shared/schemas/onboarding/plan';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './plan.service.ts';
import { dropTaskCountsOnWrite } from '../tasks/task-counts.ts';

const tags = ['onboarding'];
const MANAGE = 'onb.settings.plan.tasks.manage';

/** Onboarding settings → tasks (the plan's task templates and their criteria) and preview. */
export const onboardingPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', dropTaskCountsOnWrite);
  app.get(
    '/onboarding/settings/tasks',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "The onboarding plan's tasks in order, with their criteria",
        response: { 200: envelope(z.array(taskTemplateSchema)) },
      },
    },
    async (request) => ({
      message: 'Tasks',
      data: await service.listTemplates(app.db, requireAuth(request)),
    }),
  );

  app.post(
    '/onboarding/settings/tasks',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Add a task to the onboarding plan',
        body: taskTemplateBodySchema,
        response: { 201: envelope(taskTemplateSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.createTemplate(app.db, request, requireAuth(request), request.body);
      return reply.status(201).send({ message: 'Task created successfully!', data });
    },
  );

  app.put(
    '/onboarding/settings/tasks/order',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "Reorder the plan's tasks (every one of them, once)",
        body: taskTemplateOrderSchema,
        response: { 200: envelope(z.array(taskTemplateSchema)) },
      },
    },
    async (request) => ({
      message: 'Tasks reordered successfully!',
      data: await service.reorderTemplates(app.db, request, requireAuth(request), request.body.ids),
    }),
  );

  app.get(
    '/onboarding/settings/tasks/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'A task of the onboarding plan',
        params: idParamSchema,
        response: { 200: envelope(taskTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Task',
      data: await service.getTemplate(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.put(
    '/onboarding/settings/tasks/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: 'Change a task of the plan, for hires to come (assembled plans keep their copies)',
        params: idParamSchema,
        body: taskTemplateBodySchema,
        response: { 200: envelope(taskTemplateSchema) },
      },
    },
    async (request) => ({
      message: 'Task updated successfully!',
      data: await service.updateTemplate(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      ),
    }),
  );

  app.delete(
    '/onboarding/settings/tasks/:id',
    {
      config: { access: 'authenticated', permission: MANAGE },
      schema: {
        tags,
        summary: "Delete a task of the plan (hires' copies stay)",
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteTemplate(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Task deleted successfully!' };
    },
  );

  app.get(
    '/onboarding/settings/preview',
    {
      config: { access: 'authenticated', permission: 'onb.settings.plan.preview.view' },
      schema: {
        tags,
        summary: 'The tasks a sample hire would get, with their due dates for a sample start date',
        querystring: planPreviewQuerySchema,
        response: { 200: envelope(planPreviewSchema) },
      },
    },
    async (request) => ({
      message: 'Preview',
      data: await service.previewPlan(app.db, requireAuth(request), request.query),
    }),
  );
};
