import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ApprovalKind } from '@atrium/shared/schemas/recruiting/approvals';
import type { DbOrTx } from '../../../db/client.ts';
import {
  applications,
  candidates,
  offers,
  approvalDecisions,
  approvalFlows,
  approvalRequests,
  jobs,
  users,
  type StoredApprovalGroup,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

export type FlowRow = typeof approvalFlows.$inferSelect;
export type RequestRow = typeof approvalRequests.$inferSelect;
export type DecisionRow = typeof approvalDecisions.$inferSelect;

export async function companyFlow(
  db: DbOrTx,
  companyId: string,
  kind: ApprovalKind,
): Promise<FlowRow | null> {
  const [row] = await db
    .select()
    .from(approvalFlows)
    .where(
      and(eq(approvalFlows.companyId, companyId), eq(approvalFlows.kind, kind), isNull(approvalFlows.jobId)),
    )
    .limit(1);
  return row ?? null;
}

export async function jobFlow(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  kind: ApprovalKind,
): Promise<FlowRow | null> {
  const [row] = await db
    .select()
    .from(approvalFlows)
    .where(
      and(
        eq(approvalFlows.companyId, companyId),
        eq(approvalFlows.jobId, jobId),
        eq(approvalFlows.kind, kind),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function saveFlow(
  db: DbOrTx,
  values: {
    companyId: string;
    jobId: string | null;
    kind: ApprovalKind;
    sequential: boolean;
    groups: StoredApprovalGroup[];
    userId: string;
  },
): Promise<void> {
  const existing = values.jobId
    ? await jobFlow(db, values.companyId, values.jobId, values.kind)
    : await companyFlow(db, values.companyId, values.kind);
  const set = {
    sequential: values.sequential,
    groups: values.groups,
    updatedById: values.userId,
    updatedAt: new Date(),
  };
  if (existing) await db.update(approvalFlows).set(set).where(eq(approvalFlows.id, existing.id));
  else
    await db
      .insert(approvalFlows)
      .values({ companyId: values.companyId, jobId: values.jobId, kind: values.kind, ...set });
}

export async function deleteJobFlow(db: DbOrTx, companyId: string, jobId: string, kind: ApprovalKind) {
  await db
    .delete(approvalFlows)
    .where(
      and(
        eq(approvalFlows.companyId, companyId),
        eq(approvalFlows.jobId, jobId),
        eq(approvalFlows.kind, kind),
      ),
    );
}

export async function peopleNamed(db: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function activePeople(db: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids), eq(users.status, 'active')));
}

export async function jobRow(db: DbOrTx, companyId: string, jobId: string) {
  const [row] = await db
    .select({ id: jobs.id, name: jobs.name, status: jobs.status })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)))
    .limit(1);
  return row ?? null;
}

export async function requestsOfJob(db: DbOrTx, companyId: string, jobId: string, kind: ApprovalKind) {
  return db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        eq(approvalRequests.jobId, jobId),
        eq(approvalRequests.kind, kind),
      ),
    )
    .orderBy(desc(approvalRequests.requestedAt));
}

export async function lockRequest(db: DbOrTx, companyId: string, jobId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        eq(approvalRequests.jobId, jobId),
        eq(approvalRequests.id, requestId),
      ),
    )
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function pendingRequestsUsingCompanyFlow(db: DbOrTx, companyId: string, kind: ApprovalKind) {
  return db
    .select({ request: approvalRequests })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        eq(approvalRequests.kind, kind),
        eq(approvalRequests.status, 'pending'),
        sql`not exists (select 1 from ${approvalFlows} f where f.company_id = ${approvalRequests.companyId} and f.job_id = ${approvalRequests.jobId} and f.kind = ${kind})`,
      ),
    );
}

export async function insertRequest(
  db: DbOrTx,
  values: typeof approvalRequests.$inferInsert,
): Promise<RequestRow> {
  const [row] = await db.insert(approvalRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  db: DbOrTx,
  id: string,
  values: Partial<typeof approvalRequests.$inferInsert>,
) {
  await db.update(approvalRequests).set(values).where(eq(approvalRequests.id, id));
}

export async function decisionsOf(db: DbOrTx, requestIds: string[]): Promise<DecisionRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(approvalDecisions)
    .where(inArray(approvalDecisions.requestId, requestIds))
    .orderBy(asc(approvalDecisions.decidedAt));
}

export async function clearDecisions(db: DbOrTx, requestId: string) {
  await db.delete(approvalDecisions).where(eq(approvalDecisions.requestId, requestId));
}

export async function insertDecision(db: DbOrTx, values: typeof approvalDecisions.$inferInsert) {
  await db.insert(approvalDecisions).values(values);
}

/** Pending rounds where the user is among the approvers (the caller keeps those waiting on them). */
export async function pendingRequestsFor(db: DbOrTx, companyId: string, userId: string) {
  return db
    .select({ request: approvalRequests, jobName: jobs.name })
    .from(approvalRequests)
    .innerJoin(jobs, sameCompany(jobs, approvalRequests, eq(jobs.id, approvalRequests.jobId)))
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        eq(approvalRequests.status, 'pending'),
        sql`${approvalRequests.groups} @> ${JSON.stringify([{ approverIds: [userId] }])}::jsonb`,
      ),
    )
    .orderBy(asc(approvalRequests.requestedAt));
}

/** The candidate an offer round is for (its approvers are told who). */
export async function offerOfRequest(db: DbOrTx, companyId: string, offerId: string) {
  const [row] = await db
    .select({
      candidateId: candidates.id,
      candidateName: sql<string>`${candidates.firstName} || ' ' || ${candidates.lastName}`,
    })
    .from(offers)
    .innerJoin(applications, sameCompany(applications, offers, eq(applications.id, offers.applicationId)))
    .innerJoin(candidates, sameCompany(candidates, applications, eq(candidates.id, applications.candidateId)))
    .where(and(eq(offers.companyId, companyId), eq(offers.id, offerId)))
    .limit(1);
  return row ?? null;
}

export async function findRequest(db: DbOrTx, companyId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.companyId, companyId), eq(approvalRequests.id, requestId)))
    .limit(1);
  return row ?? null;
}
