import { and, eq, sql } from 'drizzle-orm';
import type { JobKickoffInput } from '@atrium/shared/schemas/recruiting/job-kickoff';
import type { DbOrTx } from '../../../db/client.ts';
import { jobKickoffs } from '../../../db/schema/index.ts';

const updatedByName = sql<string | null>`${sql.raw(
  `(select u.first_name || ' ' || u.last_name from users u where u.id = "job_kickoffs"."updated_by_id" and u.company_id = "job_kickoffs"."company_id")`,
)}`;

export async function findKickoff(db: DbOrTx, companyId: string, jobId: string) {
  const [row] = await db
    .select({ kickoff: jobKickoffs, updatedByName })
    .from(jobKickoffs)
    .where(and(eq(jobKickoffs.companyId, companyId), eq(jobKickoffs.jobId, jobId)))
    .limit(1);
  return row ?? null;
}

export async function saveKickoff(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  updatedById: string,
  input: JobKickoffInput,
) {
  const values = { ...input, updatedById, updatedAt: new Date() };
  await db
    .insert(jobKickoffs)
    .values({ jobId, companyId, ...values })
    .onConflictDoUpdate({
      target: [jobKickoffs.companyId, jobKickoffs.jobId],
      set: values,
      where: eq(jobKickoffs.companyId, companyId),
    });
}
