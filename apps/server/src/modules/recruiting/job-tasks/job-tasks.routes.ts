import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  jobTaskBodySchema,
  jobTaskSchema,
  jobTaskStatusBodySchema,
} from '@atrium/shared/schemas/recruiting/job-tasks';
import { requireAuth } from '../../../plugins/auth.ts';
import * as service from './job-tasks.service.ts';

const tags = ['job tasks'];
const taskParams = idParamSchema.extend({ taskId: z.uuid() });
const one = { 200: envelope(jobTaskSchema) };

/** A job's tasks: the hiring team's to-dos, open first and soonest due first. */
export const jobTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id/tasks',
    {
      config: { access: 'authenticated', permission: 'rct.module.jobs.job.view' },
      schema: {
        tags,
        summary: "The job's tasks (everyone's with view.all, else one's own)",
        params: idParamSchema,
        response: { 200: envelope(z.array(jobTaskSchema)) },
      },
    },
    async (request) => ({
      message: 'Tasks',
      data: await service.listJobTasks(app.db, requireAuth(request), request.params.id),
    }),
  );
  app.post(
    '/jobs/:id/tasks',
    {
      config: { access: 'authenticated', permission: 'rct.module.sourcing.task.create' },
      schema: {
        tags,
        summary: 'Add a task (its assignee is told)',
        params: idParamSchema,
        body: jobTaskBodySchema,
        response: { 201: envelope(jobTaskSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        message: 'Task added',
        data: await service.createJobTask(
          app.db,
          request,
          requireAuth(request),
          request.params.id,
          request.body,
        ),
      }),
  );
  app.put(
    '/jobs/:id/tasks/:taskId',
    {
      config: { access: 'authenticated', permission: 'rct.module.sourcing.task.edit' },
      schema: { tags, summary: 'Edit a task', params: taskParams, body: jobTaskBodySchema, response: one },
    },
    async (request) => ({
      message: 'Task saved',
      data: await service.updateJobTask(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.params.taskId,
        request.body,
      ),
    }),
  );
  app.put(
    '/jobs/:id/tasks/:taskId/status',
    {
      config: { access: 'authenticated', permission: 'rct.module.sourcing.task.complete' },
      schema: {
        tags,
        summary: 'Mark a task done, or not done',
        params: taskParams,
        body: jobTaskStatusBodySchema,
        response: one,
      },
    },
    async (request) => ({
      message: request.body.done ? 'Task done' : 'Task reopened',
      data: await service.setJobTaskDone(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.params.taskId,
        request.body.done,
      ),
    }),
  );
  app.delete(
    '/jobs/:id/tasks/:taskId',
    {
      config: { access: 'authenticated', permission: 'rct.module.sourcing.task.delete' },
      schema: { tags, summary: 'Delete a task', params: taskParams, response: { 200: messageOnly } },
    },
    async (request) => {
      await service.deleteJobTask(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.params.taskId,
      );
      return { message: 'Task deleted' };
    },
  );
};
