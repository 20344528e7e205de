import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidateAvailabilityRequests,
  candidates,
  companies,
  jobs,
} from '../../../db/schema/index.ts';

export type AvailabilityRequestRow = typeof candidateAvailabilityRequests.$inferSelect;

export async function insertRequest(db: DbOrTx, values: typeof candidateAvailabilityRequests.$inferInsert) {
  const [row] = await db.insert(candidateAvailabilityRequests).values(values).returning();
  return row!;
}

/** A request with what its page shows: the candidate's first name, the job, the company. */
export async function findRequest(db: DbOrTx, companyId: string, id: string, options = { lock: false }) {
  const query = db
    .select({
      request: candidateAvailabilityRequests,
      candidateId: applications.candidateId,
      firstName: candidates.firstName,
      jobName: jobs.name,
      companySlug: companies.slug,
      companyZone: companies.timezone,
    })
    .from(candidateAvailabilityRequests)
    .innerJoin(
      applications,
      and(
        eq(applications.companyId, candidateAvailabilityRequests.companyId),
        eq(applications.id, candidateAvailabilityRequests.applicationId),
      ),
    )
    .innerJoin(
      candidates,
      and(eq(candidates.companyId, applications.companyId), eq(candidates.id, applications.candidateId)),
    )
    .innerJoin(jobs, and(eq(jobs.companyId, applications.companyId), eq(jobs.id, applications.jobId)))
    .innerJoin(companies, eq(companies.id, candidateAvailabilityRequests.companyId))
    .where(
      and(eq(candidateAvailabilityRequests.companyId, companyId), eq(candidateAvailabilityRequests.id, id)),
    )
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: candidateAvailabilityRequests }) : query);
  return row ?? null;
}

export async function saveAnswer(
  db: DbOrTx,
  companyId: string,
  id: string,
  answer: { slots: Array<{ start: string; end: string }>; timezone: string },
) {
  await db
    .update(candidateAvailabilityRequests)
    .set({ ...answer, answeredAt: new Date() })
    .where(
      and(eq(candidateAvailabilityRequests.companyId, companyId), eq(candidateAvailabilityRequests.id, id)),
    );
}

export const requestsOfApplication = (db: DbOrTx, companyId: string, applicationId: string) =>
  db
    .select()
    .from(candidateAvailabilityRequests)
    .where(
      and(
        eq(candidateAvailabilityRequests.companyId, companyId),
        eq(candidateAvailabilityRequests.applicationId, applicationId),
      ),
    )
    .orderBy(desc(candidateAvailabilityRequests.sentAt));
