import { z } from 'zod';
import { listQuerySchema } from './api.ts';

/** One in-app notification. link is an in-app path (or null); readAt null means unread. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the list convention (page, limit), newest first, unread=true to filter. */
export const notificationListQuerySchema = listQuerySchema.pick({ page: true, limit: true }).extend({
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const unreadCountSchema = z.object({ count: z.number() });
export const markAllReadResultSchema = z.object({ updated: z.number() });
