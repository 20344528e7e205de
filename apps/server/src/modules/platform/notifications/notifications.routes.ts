import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParamSchema, paged } from '@atrium/shared/schemas/platform/api';
import {
  markAllReadResultSchema,
  notificationListQuerySchema,
  notificationSchema,
  unreadCountSchema,
} from '@atrium/shared/schemas/platform/notifications';
import { requireAuth } from '../../../plugins/auth.ts';
import {
  countMyUnread,
  listMyNotifications,
  markAllMyNotificationsRead,
  markMyNotificationRead,
} from './notifications.service.ts';

// The signed-in user's own notifications; company and user come from the session, never the request.
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first',
        querystring: notificationListQuerySchema,
        response: { 200: envelope(paged(notificationSchema)) },
      },
    },
    async (request) => {
      const data = await listMyNotifications(app.db, requireAuth(request), request.query);
      return { message: 'Notifications', data };
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread',
        response: { 200: envelope(unreadCountSchema) },
      },
    },
    async (request) => {
      const count = await countMyUnread(app.db, requireAuth(request));
      return { message: 'Unread notifications', data: { count } };
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        params: idParamSchema,
        response: { 200: envelope(notificationSchema) },
      },
    },
    async (request) => {
      const data = await markMyNotificationRead(app.db, request, requireAuth(request), request.params.id);
      return { message: 'Notification marked as read', data };
    },
  );

  app.post(
    '/notifications/read-all',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: { 200: envelope(markAllReadResultSchema) },
      },
    },
    async (request) => {
      const updated = await markAllMyNotificationsRead(app.db, request, requireAuth(request));
      return { message: 'All notifications marked as read', data: { updated } };
    },
  );
};
