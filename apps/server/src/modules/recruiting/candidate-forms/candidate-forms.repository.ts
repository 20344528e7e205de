import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidateFormRequests,
  candidates,
  companies,
  jobs,
} from '../../../db/schema/index.ts';

export async function insertRequest(db: DbOrTx, values: typeof candidateFormRequests.$inferInsert) {
  const [row] = await db.insert(candidateFormRequests).values(values).returning();
  return row!;
}

/** A request with what its page shows: the candidate's first name, the job and the company's page. */
export async function findRequest(db: DbOrTx, companyId: string, id: string, options = { lock: false }) {
  const query = db
    .select({
      request: candidateFormRequests,
      candidateId: applications.candidateId,
      firstName: candidates.firstName,
      jobName: jobs.name,
      companySlug: companies.slug,
    })
    .from(candidateFormRequests)
    .innerJoin(
      applications,
      and(
        eq(applications.companyId, candidateFormRequests.companyId),
        eq(applications.id, candidateFormRequests.applicationId),
      ),
    )
    .innerJoin(
      candidates,
      and(eq(candidates.companyId, applications.companyId), eq(candidates.id, applications.candidateId)),
    )
    .innerJoin(jobs, and(eq(jobs.companyId, applications.companyId), eq(jobs.id, applications.jobId)))
    .innerJoin(companies, eq(companies.id, candidateFormRequests.companyId))
    .where(and(eq(candidateFormRequests.companyId, companyId), eq(candidateFormRequests.id, id)))
    .limit(1);
  const [row] = await (options.lock ? query.for('update', { of: candidateFormRequests }) : query);
  return row ?? null;
}

export async function saveAnswers(
  db: DbOrTx,
  companyId: string,
  id: string,
  answers: NonNullable<typeof candidateFormRequests.$inferInsert.answers>,
) {
  await db
    .update(candidateFormRequests)
    .set({ answers, answeredAt: new Date() })
    .where(and(eq(candidateFormRequests.companyId, companyId), eq(candidateFormRequests.id, id)));
}
