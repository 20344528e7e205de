import { z } from 'zod';
import { notificationSchema } from './notifications.ts';

// Live updates (GET /api/live, server-sent events): what the server tells an open tab. Each event is
// named by its type; its data is JSON. Later modules (chat, announcements, clock-ins) add theirs here.

export const LIVE_EVENT_TYPES = {
  /** A notification for the signed-in user; the bell and the notifications page reload. */
  notificationCreated: 'notification.created',
  /** Events were missed (a reconnection from too long ago): reload whatever the tab shows. */
  resync: 'resync',
} as const;

export const notificationCreatedSchema = z.object({ notification: notificationSchema });
export type NotificationCreated = z.infer<typeof notificationCreatedSchema>;

/** The stream's own path, for the web app's client. */
export const LIVE_PATH = '/api/live';
/** A comment line keeps proxies from closing an idle stream, and tells the server who is gone. */
export const LIVE_HEARTBEAT_MS = 25_000;
