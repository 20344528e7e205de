import type { FastifyRequest } from 'fastify';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { AppNotification } from '@atrium/shared/schemas/platform/notifications';
import { LIVE_EVENT_TYPES, type NotificationCreated } from '@atrium/shared/schemas/platform/live';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { publishLive } from '../live/live-events.ts';
import * as repository from './notifications.repository.ts';
import type { NotificationRow } from './notifications.repository.ts';

export interface NotifyInput {
  companyId: string;
  userId: string;
  title: string;
  body?: string;
  /** An in-app path such as "/my-profile"; never an external address. */
  link?: string | null;
}

/**
 * Gives a user an in-app notification. Other modules call this, inside their own transaction when
 * the notification belongs to a change they make; the user's open tabs hear of it after the commit.
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<AppNotification> {
  const [notification] = await notifyAll(db, [input]);
  return notification!;
}

/** Several notifications (one change telling many people) written in one statement. */
export async function notifyAll(db: DbOrTx, inputs: readonly NotifyInput[]): Promise<AppNotification[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) {
    // A link leads somewhere in the app; "//host" or "https://..." would make the bell an open redirect.
    if (input.link && (!input.link.startsWith('/') || input.link.startsWith('//'))) {
      throw new Error(`notification links must be in-app paths: ${input.link}`);
    }
  }
  const rows = await repository.insertNotifications(
    db,
    inputs.map((input) => ({
      companyId: input.companyId,
      userId: input.userId,
      title: input.title.slice(0, 200),
      body: (input.body ?? '').slice(0, 2000),
      link: input.link ?? null,
    })),
  );
  return rows.map((row) => {
    const notification = toNotification(row);
    // The open tabs of the user hear of it once it is committed (their bell reloads).
    publishLive(db, {
      companyId: row.companyId,
      userIds: [row.userId],
      type: LIVE_EVENT_TYPES.notificationCreated,
      data: { notification } satisfies NotificationCreated,
    });
    return notification;
  });
}

export const toNotification = (row: NotificationRow): AppNotification => ({
  id: row.id,
  title: row.title,
  body: row.body,
  link: row.link,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const recipientOf = (auth: AuthContext) => ({ companyId: auth.companyId, userId: auth.userId });

export async function listMyNotifications(
  db: Db,
  auth: AuthContext,
  query: { page: number; limit: number; unread: boolean },
): Promise<Paged<AppNotification>> {
  const recipient = recipientOf(auth);
  const [rows, total] = await Promise.all([
    repository.listNotifications(db, recipient, {
      unreadOnly: query.unread,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    repository.countNotifications(db, recipient, query.unread),
  ]);
  return {
    items: rows.map(toNotification),
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

export const countMyUnread = (db: Db, auth: AuthContext): Promise<number> =>
  repository.countNotifications(db, recipientOf(auth), true);

/** Idempotent: marking a read notification read again answers it unchanged. */
export async function markMyNotificationRead(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<AppNotification> {
  return db.transaction(async (tx) => {
    const recipient = recipientOf(auth);
    const updated = await repository.markRead(tx, recipient, id, new Date());
    if (updated) {
      await recordAudit(tx, request, {
        action: 'notification.read',
        targetType: 'notification',
        targetId: id,
      });
      return toNotification(updated);
    }
    // Someone else's notification, or none at all: the same 404 either way.
    const existing = await repository.findNotification(tx, recipient, id);
    if (!existing) throw notFound('Notification');
    return toNotification(existing);
  });
}

export async function markAllMyNotificationsRead(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
): Promise<number> {
  return db.transaction(async (tx) => {
    const updated = await repository.markAllRead(tx, recipientOf(auth), new Date());
    if (updated > 0) {
      await recordAudit(tx, request, {
        action: 'notification.read_all',
        targetType: 'notification',
        after: { updated },
      });
    }
    return updated;
  });
}
