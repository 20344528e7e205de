import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParamSchema, messageOnly } from '@atrium/shared/schemas/platform/api';
import {
  addTaskBodySchema,
  completeTaskBodySchema,
  type CompleteTaskBody,
  myTasksPageSchema,
  myTasksQuerySchema,
  newHireTaskSchema,
  updateTaskBodySchema,
} from '@atrium/shared/schemas/onboarding/tasks';
import { requireAuth } from '../../../plugins/auth.ts';
import { dropTaskCountsOnWrite } from './task-counts.ts';
import * as service from './tasks.service.ts';

const tags = ['onboarding'];
const one = { 200: envelope(newHireTaskSchema) };

const STATUS_SUMMARIES: Record<service.TaskStatusChange, string> = {
  complete: 'Complete a task (one assigned to me, or any with task.complete.all)',
  skip: 'Skip a task (one assigned to me, or any with task.complete.all)',
  reopen: 'Reopen a done or skipped task (one assigned to me, or any with task.complete.all)',
};

/** Onboarding tasks: mine across hires, a hire's plan adjusted by hand, and doing them. */
export const onboardingTasksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', dropTaskCountsOnWrite);
  app.get(
    '/onboarding/my-tasks',
    {
      // One's own tasks: a .own grant every employee holds, so the service checks it (no route permission).
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'My onboarding tasks across hires: open first, overdue first, then by due date',
        querystring: myTasksQuerySchema,
        response: { 200: envelope(myTasksPageSchema) },
      },
    },
    async (request) => ({
      message: 'My tasks',
      data: await service.myTasksPage(app.db, requireAuth(request), request.query),
    }),
  );

  app.get(
    '/onboarding/new-hires/:id/tasks',
    {
      config: { access: 'authenticated', permission: 'onb.module.new_hires.new_hire.view' },
      schema: {
        tags,
        summary: "A new hire's tasks in the plan's order",
        params: idParamSchema,
        response: { 200: envelope(z.array(newHireTaskSchema)) },
      },
    },
    async (request) => ({
      message: 'Tasks',
      data: await service.tasksOfHire(app.db, requireAuth(request), request.params.id),
    }),
  );

  app.post(
    '/onboarding/new-hires/:id/tasks',
    {
      config: { access: 'authenticated', permission: 'onb.module.tasks.task.create' },
      schema: {
        tags,
        summary: 'Add a task to one new hire',
        params: idParamSchema,
        body: addTaskBodySchema,
        response: { 201: envelope(newHireTaskSchema) },
      },
    },
    async (request, reply) => {
      const data = await service.addTask(
        app.db,
        request,
        requireAuth(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ message: 'Task created successfully!', data });
    },
  );

  app.patch(
    '/onboarding/tasks/:id',
    {
      config: { access: 'authenticated', permission: 'onb.module.tasks.task.edit' },
      schema: {
        tags,
        summary: "Edit a hire's task: name, instructions, category, due date, assignee",
        params: idParamSchema,
        body: updateTaskBodySchema,
        response: one,
      },
    },
    async (request) => ({
      message: 'Task updated successfully!',
      data: await service.updateTask(app.db, request, requireAuth(request), request.params.id, request.body),
    }),
  );

  for (const change of ['complete', 'skip', 'reopen'] as const) {
    app.post(
      `/onboarding/tasks/:id/${change}`,
      {
        // Own or all, decided against the task's assignee by the service (complete.own is every employee's).
        config: { access: 'authenticated' },
        schema: {
          tags,
          summary: STATUS_SUMMARIES[change],
          params: idParamSchema,
          // Only completing takes a body: an upload task's document.
          ...(change === 'complete' ? { body: completeTaskBodySchema } : {}),
          response: one,
        },
      },
      async (request) => ({
        message: 'Task updated successfully!',
        data: await service.changeTaskStatus(
          app.db,
          request,
          requireAuth(request),
          request.params.id,
          change,
          (request.body as CompleteTaskBody | undefined) ?? {},
        ),
      }),
    );
  }

  app.delete(
    '/onboarding/tasks/:id',
    {
      config: { access: 'authenticated', permission: 'onb.module.tasks.task.delete' },
      schema: {
        tags,
        summary: "Delete a hire's task",
        params: idParamSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      await service.deleteTask(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Task deleted successfully!' };
    },
  );
};
