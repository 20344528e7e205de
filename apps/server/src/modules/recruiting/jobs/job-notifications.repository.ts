import { and, eq, inArray } from 'drizzle-orm';
import type { JobNotificationsInput } from '@atrium/shared/schemas/recruiting/jobs';
import type { DbOrTx } from '../../../db/client.ts';
import { jobNotificationSettings, users } from '../../../db/schema/index.ts';

export async function findSettings(db: DbOrTx, companyId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(jobNotificationSettings)
    .where(and(eq(jobNotificationSettings.companyId, companyId), eq(jobNotificationSettings.jobId, jobId)))
    .limit(1);
  return row ?? null;
}

/** The names of the given people of the company (one query for every list of recipients). */
export async function peopleNamed(db: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
}

export async function saveSettings(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  input: JobNotificationsInput,
) {
  const values = { ...input, updatedAt: new Date() };
  await db
    .insert(jobNotificationSettings)
    .values({ jobId, companyId, ...values })
    .onConflictDoUpdate({
      target: [jobNotificationSettings.companyId, jobNotificationSettings.jobId],
      set: values,
    });
}
