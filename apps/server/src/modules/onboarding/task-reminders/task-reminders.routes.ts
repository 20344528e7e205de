import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema } from '@atrium/shared/schemas/platform/api';
import { taskReminderResultSchema } from '@atrium/shared/schemas/onboarding/tasks';
import { requireAuth } from '../../../plugins/auth.ts';
import { defineTaskReminderJobs, scheduleTaskReminderSweep } from './task-reminder-sweep.ts';
import { remindTask } from './task-reminders.service.ts';

/** Task reminders: the daily digest by a durable sweep, and one task's reminder sent by hand. */
export const onboardingTaskRemindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = {
    db: app.db,
    jobs: app.jobs,
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
  defineTaskReminderJobs(deps);
  // After the queue's own onReady (app.ts registers it first), so the queue exists.
  app.addHook('onReady', () => scheduleTaskReminderSweep(app.jobs));

  app.post(
    '/onboarding/tasks/:id/remind',
    {
      config: { access: 'authenticated', permission: 'onb.module.tasks.reminder.send' },
      schema: {
        tags: ['onboarding'],
        summary: "Mail a task's assignee (or its group's members) a reminder of it now",
        params: idParamSchema,
        response: { 200: envelope(taskReminderResultSchema) },
      },
    },
    async (request) => ({
      message: 'Reminder sent',
      data: await remindTask(deps, request, requireAuth(request), request.params.id),
    }),
  );
};
