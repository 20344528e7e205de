import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { applications, jobInterviews, jobStages, users } from '../../../db/schema/index.ts';

export async function stagesWithCounts(db: DbOrTx, companyId: string, jobId: string) {
  return db
    .select({
      id: jobStages.id,
      name: jobStages.name,
      kind: jobStages.kind,
      position: jobStages.position,
      activeCandidates: sql<number>`(select count(*)::int from ${applications} a
        where a.company_id = "job_stages"."company_id" and a.stage_id = "job_stages"."id" and a.status = 'active')`,
    })
    .from(jobStages)
    .where(and(eq(jobStages.companyId, companyId), eq(jobStages.jobId, jobId)))
    .orderBy(asc(jobStages.position));
}

export async function interviewsOf(db: DbOrTx, companyId: string, jobId: string) {
  return db
    .select()
    .from(jobInterviews)
    .where(and(eq(jobInterviews.companyId, companyId), eq(jobInterviews.jobId, jobId)))
    .orderBy(asc(jobInterviews.position));
}

export async function namesOf(db: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

// The database cannot clear this link itself once the tables are distributed by company (Citus
// refuses SET NULL on a key that includes company_id): rejected or hired applications
// of a stage removed stay, without a stage (a stage with active candidates cannot be removed).
export async function deleteStages(db: DbOrTx, companyId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(applications)
    .set({ stageId: null })
    .where(and(eq(applications.companyId, companyId), inArray(applications.stageId, ids)));
  await db.delete(jobStages).where(and(eq(jobStages.companyId, companyId), inArray(jobStages.id, ids)));
}

export async function updateStage(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: { name?: string; position: number },
) {
  await db
    .update(jobStages)
    .set(values)
    .where(and(eq(jobStages.companyId, companyId), eq(jobStages.id, id)));
}

export async function insertStage(
  db: DbOrTx,
  values: { companyId: string; jobId: string; name: string; position: number },
): Promise<string> {
  const [row] = await db
    .insert(jobStages)
    .values({ ...values, kind: 'interview' })
    .returning({ id: jobStages.id });
  return row!.id;
}

export async function replaceInterviews(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  rows: Array<Omit<typeof jobInterviews.$inferInsert, 'companyId' | 'jobId'>>,
) {
  await db
    .delete(jobInterviews)
    .where(and(eq(jobInterviews.companyId, companyId), eq(jobInterviews.jobId, jobId)));
  if (rows.length > 0)
    await db.insert(jobInterviews).values(rows.map((row) => ({ ...row, companyId, jobId })));
}
