import { and, asc, eq, gt } from 'drizzle-orm';
import {
  PLATFORM_EVENTS,
  type PlatformEventPayload,
  type PlatformEventType,
} from '@atrium/shared/schemas/platform/events';
import type { DbOrTx } from '../../../db/client.ts';
import { platformEvents } from '../../../db/schema/index.ts';

/**
 * Publishes an event in the transaction of the change it reports, so it exists exactly when the
 * change does. The payload is checked against the type's schema: a consumer can trust its shape.
 */
export async function publishEvent<T extends PlatformEventType>(
  tx: DbOrTx,
  companyId: string,
  type: T,
  payload: PlatformEventPayload<T>,
): Promise<string> {
  const checked = PLATFORM_EVENTS[type].parse(payload) as Record<string, unknown>;
  const [row] = await tx
    .insert(platformEvents)
    .values({ companyId, type, payload: checked })
    .returning({ id: platformEvents.id });
  return row!.id;
}

/** A company's events of one type, oldest first, after an instant (a consumer's catch-up read). */
export async function eventsOf<T extends PlatformEventType>(
  db: DbOrTx,
  companyId: string,
  type: T,
  after = new Date(0),
): Promise<Array<{ id: string; createdAt: Date; payload: PlatformEventPayload<T> }>> {
  const rows = await db
    .select()
    .from(platformEvents)
    .where(
      and(
        eq(platformEvents.companyId, companyId),
        eq(platformEvents.type, type),
        gt(platformEvents.createdAt, after),
      ),
    )
    .orderBy(asc(platformEvents.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    payload: PLATFORM_EVENTS[type].parse(row.payload) as PlatformEventPayload<T>,
  }));
}
