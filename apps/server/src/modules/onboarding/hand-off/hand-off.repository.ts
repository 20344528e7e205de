import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DataFlow } from '@atrium/shared/schemas/onboarding/data-flow';
import type { DbOrTx } from '../../../db/client.ts';
import {
  newHires,
  onboardingDataFlow,
  onboardingEventCursor,
  platformEvents,
} from '../../../db/schema/index.ts';

export async function findDataFlow(db: DbOrTx, companyId: string): Promise<DataFlow | null> {
  const [row] = await db
    .select({
      phone: onboardingDataFlow.phone,
      department: onboardingDataFlow.department,
      location: onboardingDataFlow.location,
      manager: onboardingDataFlow.manager,
      startDate: onboardingDataFlow.startDate,
      jobTitle: onboardingDataFlow.jobTitle,
      offerCustomFields: onboardingDataFlow.offerCustomFields,
    })
    .from(onboardingDataFlow)
    .where(eq(onboardingDataFlow.companyId, companyId))
    .limit(1);
  return row ?? null;
}

export async function saveDataFlow(db: DbOrTx, companyId: string, flow: DataFlow) {
  const values = { ...flow, updatedAt: new Date() };
  await db
    .insert(onboardingDataFlow)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: onboardingDataFlow.companyId, set: values });
}

/** The consumer's cursor for the company, created at the start of time, and locked until commit. */
export async function lockCursor(db: DbOrTx, companyId: string, consumer: string) {
  await db.insert(onboardingEventCursor).values({ companyId, consumer }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(onboardingEventCursor)
    .where(and(eq(onboardingEventCursor.companyId, companyId), eq(onboardingEventCursor.consumer, consumer)))
    .for('update');
  return row!;
}

export async function moveCursor(
  db: DbOrTx,
  companyId: string,
  consumer: string,
  last: { id: string; createdAt: Date },
) {
  await db
    .update(onboardingEventCursor)
    .set({ lastEventId: last.id, lastCreatedAt: last.createdAt, updatedAt: new Date() })
    .where(and(eq(onboardingEventCursor.companyId, companyId), eq(onboardingEventCursor.consumer, consumer)));
}

/** Companies with events of the type the consumer has not read yet (the sweep's list, every company). */
export async function companiesWithUnreadEvents(db: DbOrTx, type: string, consumer: string) {
  const rows = await db
    .selectDistinct({ companyId: platformEvents.companyId })
    .from(platformEvents)
    .leftJoin(
      onboardingEventCursor,
      and(
        eq(onboardingEventCursor.companyId, platformEvents.companyId),
        eq(onboardingEventCursor.consumer, consumer),
      ),
    )
    .where(
      and(
        eq(platformEvents.type, type),
        or(
          isNull(onboardingEventCursor.lastCreatedAt),
          sql`${platformEvents.createdAt} > ${onboardingEventCursor.lastCreatedAt}`,
        ),
      ),
    )
    .limit(1000);
  return rows.map((row) => row.companyId);
}

/** The hire an application already became, if any (the hand-off is idempotent by application). */
export async function hireOfApplication(db: DbOrTx, companyId: string, applicationId: string) {
  const [row] = await db
    .select({ id: newHires.id })
    .from(newHires)
    .where(and(eq(newHires.companyId, companyId), eq(newHires.applicationId, applicationId)))
    .limit(1);
  return row?.id ?? null;
}
