import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@atrium/shared/schemas/platform/api';
import {
  applyNotificationDefaultsBodySchema,
  applyNotificationDefaultsResultSchema,
  notificationDefaultsBodySchema,
  notificationDefaultsSchema,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  applyNotificationDefaults,
  getNotificationDefaults,
  setNotificationDefaults,
} from './notification-defaults.service.ts';

const tags = ['configuration'];

/** Configuration → notification: the job notifications' company defaults, by hiring-team role. */
export const notificationDefaultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/configuration/notifications',
    {
      config: { access: 'authenticated', permission: 'rct.settings.notifications.view' },
      schema: {
        tags,
        summary: 'Which hiring-team roles hear of what on a job by default, and how many open jobs differ',
        response: { 200: envelope(notificationDefaultsSchema) },
      },
    },
    async (request) => ({
      message: 'Notification defaults',
      data: await getNotificationDefaults(app.db, requireAuth(request)),
    }),
  );

  app.put(
    '/configuration/notifications',
    {
      config: { access: 'authenticated', permission: 'rct.settings.notifications.edit' },
      schema: {
        tags,
        summary: 'Save the defaults; every job without settings of its own follows them at once',
        body: notificationDefaultsBodySchema,
        response: { 200: envelope(notificationDefaultsSchema) },
      },
    },
    async (request) => ({
      message: 'Notification defaults saved successfully!',
      data: await setNotificationDefaults(app.db, request, requireAuth(request), request.body),
    }),
  );

  app.post(
    '/configuration/notifications/apply-to-open-jobs',
    {
      config: { access: 'authenticated', permission: 'rct.settings.notifications.edit' },
      schema: {
        tags,
        summary: 'Open jobs drop their own notification settings and follow the defaults (count confirmed)',
        body: applyNotificationDefaultsBodySchema,
        response: { 200: envelope(applyNotificationDefaultsResultSchema) },
      },
    },
    async (request) => {
      const data = await applyNotificationDefaults(
        app.db,
        request,
        requireAuth(request),
        request.body.expectedCount,
      );
      return { message: `Defaults applied to ${data.jobsReset} open jobs`, data };
    },
  );
};
