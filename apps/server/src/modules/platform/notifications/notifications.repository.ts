import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { notifications } from '../../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

interface Recipient {
  companyId: string;
  userId: string;
}

// Every query leads with company and user, matching notifications_user_idx.
const ownedBy = ({ companyId, userId }: Recipient, ...more: Array<SQL | undefined>) =>
  and(eq(notifications.companyId, companyId), eq(notifications.userId, userId), ...more);

export const insertNotifications = (
  db: DbOrTx,
  values: Array<typeof notifications.$inferInsert>,
): Promise<NotificationRow[]> => db.insert(notifications).values(values).returning();

export const insertNotification = async (db: DbOrTx, values: typeof notifications.$inferInsert) =>
  (await insertNotifications(db, [values]))[0]!;

export async function listNotifications(
  db: DbOrTx,
  recipient: Recipient,
  options: { unreadOnly: boolean; limit: number; offset: number },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(ownedBy(recipient, options.unreadOnly ? isNull(notifications.readAt) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countNotifications(
  db: DbOrTx,
  recipient: Recipient,
  unreadOnly: boolean,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(ownedBy(recipient, unreadOnly ? isNull(notifications.readAt) : undefined));
  return Number(row?.n ?? 0);
}

export async function findNotification(
  db: DbOrTx,
  recipient: Recipient,
  id: string,
): Promise<NotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(ownedBy(recipient, eq(notifications.id, id)))
    .limit(1);
  return row ?? null;
}

/** Marks one unread notification read; answers null when it was already read (or is not theirs). */
export async function markRead(
  db: DbOrTx,
  recipient: Recipient,
  id: string,
  at: Date,
): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: at })
    .where(ownedBy(recipient, eq(notifications.id, id), isNull(notifications.readAt)))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: DbOrTx, recipient: Recipient, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(ownedBy(recipient, isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
