import { and, arrayContains, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../../db/schema/index.ts';

export const listWebhooks = (db: DbOrTx, companyId: string) =>
  db.select().from(webhooks).where(eq(webhooks.companyId, companyId)).orderBy(desc(webhooks.createdAt));

export async function findWebhook(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.companyId, companyId), eq(webhooks.id, id)))
    .limit(1);
  return row ?? null;
}

export async function insertWebhook(db: DbOrTx, values: typeof webhooks.$inferInsert) {
  const [row] = await db.insert(webhooks).values(values).returning();
  return row!;
}

export async function updateWebhook(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<typeof webhooks.$inferInsert>,
) {
  await db
    .update(webhooks)
    .set(values)
    .where(and(eq(webhooks.companyId, companyId), eq(webhooks.id, id)));
}

export async function deleteWebhook(db: DbOrTx, companyId: string, id: string) {
  await db.delete(webhooks).where(and(eq(webhooks.companyId, companyId), eq(webhooks.id, id)));
}

/** The company's active hooks that hear this event. */
export const listeners = (db: DbOrTx, companyId: string, event: string) =>
  db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.companyId, companyId),
        eq(webhooks.active, true),
        arrayContains(webhooks.events, [event as never]),
      ),
    );

export async function insertDelivery(db: DbOrTx, values: typeof webhookDeliveries.$inferInsert) {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

export async function findDelivery(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, url: webhooks.url, secret: webhooks.secret })
    .from(webhookDeliveries)
    .innerJoin(
      webhooks,
      and(eq(webhooks.companyId, webhookDeliveries.companyId), eq(webhooks.id, webhookDeliveries.webhookId)),
    )
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, id)))
    .limit(1);
  return row ?? null;
}

export async function recordAttempt(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: Partial<typeof webhookDeliveries.$inferInsert>,
) {
  await db
    .update(webhookDeliveries)
    .set(values)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.id, id)));
}

export const listDeliveries = (db: DbOrTx, companyId: string, webhookId: string) =>
  db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.companyId, companyId), eq(webhookDeliveries.webhookId, webhookId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.publicId))
    .limit(100);

/**
 * Deliveries never tried a few minutes after they were logged: their queueing failed after the
 * commit (or the job was lost). Across companies, for the sweep.
 */
export const strandedDeliveries = (db: DbOrTx) =>
  db
    .select({ companyId: webhookDeliveries.companyId, id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.attempts, 0),
        sql`${webhookDeliveries.createdAt} < now() - interval '2 minutes'`,
      ),
    )
    .limit(500);
