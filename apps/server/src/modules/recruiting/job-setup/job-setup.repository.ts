import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  emailTemplates,
  jobForms,
  jobScorecards,
  jobStages,
  jobStageTransitions,
  users,
  type ScorecardCategory,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

export async function findScorecard(db: DbOrTx, companyId: string, jobId: string) {
  const [row] = await db
    .select()
    .from(jobScorecards)
    .where(and(eq(jobScorecards.companyId, companyId), eq(jobScorecards.jobId, jobId)))
    .limit(1);
  return row ?? null;
}

export async function saveScorecard(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  categories: ScorecardCategory[],
) {
  await db
    .insert(jobScorecards)
    .values({ companyId, jobId, categories })
    .onConflictDoUpdate({
      target: [jobScorecards.companyId, jobScorecards.jobId],
      set: { categories, updatedAt: new Date() },
    });
}

export const listForms = (db: DbOrTx, companyId: string, jobId: string) =>
  db
    .select()
    .from(jobForms)
    .where(and(eq(jobForms.companyId, companyId), eq(jobForms.jobId, jobId)))
    .orderBy(asc(jobForms.name));

export async function findForm(db: DbOrTx, companyId: string, jobId: string, formId: string) {
  const [row] = await db
    .select()
    .from(jobForms)
    .where(and(eq(jobForms.companyId, companyId), eq(jobForms.jobId, jobId), eq(jobForms.id, formId)))
    .limit(1);
  return row ?? null;
}

export async function insertForm(db: DbOrTx, values: typeof jobForms.$inferInsert) {
  const [row] = await db.insert(jobForms).values(values).returning();
  return row!;
}

export async function updateForm(db: DbOrTx, formId: string, values: Partial<typeof jobForms.$inferInsert>) {
  const [row] = await db
    .update(jobForms)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobForms.id, formId))
    .returning();
  return row!;
}

export async function deleteForm(db: DbOrTx, formId: string) {
  await db.delete(jobForms).where(eq(jobForms.id, formId));
}

export async function listTransitions(db: DbOrTx, companyId: string, jobId: string) {
  return db
    .select({
      id: jobStageTransitions.id,
      stageId: jobStageTransitions.stageId,
      stageName: jobStages.name,
      action: jobStageTransitions.action,
      emailTemplateId: jobStageTransitions.emailTemplateId,
      emailTemplateName: emailTemplates.name,
      formId: jobStageTransitions.formId,
      formName: jobForms.name,
      creditUserId: jobStageTransitions.creditUserId,
      creditUserName: sql<
        string | null
      >`case when ${users.id} is null then null else ${users.firstName} || ' ' || ${users.lastName} end`,
    })
    .from(jobStageTransitions)
    .innerJoin(
      jobStages,
      sameCompany(jobStages, jobStageTransitions, eq(jobStages.id, jobStageTransitions.stageId)),
    )
    .leftJoin(
      emailTemplates,
      sameCompany(
        emailTemplates,
        jobStageTransitions,
        eq(emailTemplates.id, jobStageTransitions.emailTemplateId),
      ),
    )
    .leftJoin(
      jobForms,
      sameCompany(jobForms, jobStageTransitions, eq(jobForms.id, jobStageTransitions.formId)),
    )
    .leftJoin(users, sameCompany(users, jobStageTransitions, eq(users.id, jobStageTransitions.creditUserId)))
    .where(and(eq(jobStageTransitions.companyId, companyId), eq(jobStageTransitions.jobId, jobId)))
    .orderBy(asc(jobStages.position), asc(jobStageTransitions.position));
}

export async function replaceTransitions(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  rules: Array<Omit<typeof jobStageTransitions.$inferInsert, 'companyId' | 'jobId' | 'position'>>,
) {
  await db
    .delete(jobStageTransitions)
    .where(and(eq(jobStageTransitions.companyId, companyId), eq(jobStageTransitions.jobId, jobId)));
  if (rules.length > 0)
    await db
      .insert(jobStageTransitions)
      .values(rules.map((rule, position) => ({ ...rule, companyId, jobId, position })));
}

/** The ids a job's rules may point at: its stages and forms, the company's templates and people. */
export async function linkable(db: DbOrTx, companyId: string, jobId: string, peopleIds: string[]) {
  const [stages, templates, forms, people] = await Promise.all([
    db
      .select({ id: jobStages.id })
      .from(jobStages)
      .where(and(eq(jobStages.companyId, companyId), eq(jobStages.jobId, jobId))),
    db.select({ id: emailTemplates.id }).from(emailTemplates).where(eq(emailTemplates.companyId, companyId)),
    db
      .select({ id: jobForms.id })
      .from(jobForms)
      .where(and(eq(jobForms.companyId, companyId), eq(jobForms.jobId, jobId))),
    peopleIds.length === 0
      ? Promise.resolve([] as Array<{ id: string }>)
      : db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.companyId, companyId), inArray(users.id, peopleIds))),
  ]);
  const ids = (rows: Array<{ id: string }>) => new Set(rows.map((row) => row.id));
  return { stages: ids(stages), templates: ids(templates), forms: ids(forms), people: ids(people) };
}

/** A copied job takes the source's scorecard, forms and stage transitions (matched by stage position). */
export async function copyJobSetup(db: DbOrTx, companyId: string, fromJobId: string, toJobId: string) {
  const scorecard = await findScorecard(db, companyId, fromJobId);
  if (scorecard) await saveScorecard(db, companyId, toJobId, scorecard.categories);
  const formIds = new Map<string, string>();
  for (const form of await listForms(db, companyId, fromJobId)) {
    const copy = await insertForm(db, {
      companyId,
      jobId: toJobId,
      name: form.name,
      questions: form.questions,
    });
    formIds.set(form.id, copy.id);
  }
  const rules = await db
    .select()
    .from(jobStageTransitions)
    .where(eq(jobStageTransitions.jobId, fromJobId))
    .orderBy(asc(jobStageTransitions.position));
  if (rules.length === 0) return;
  const stagesOf = (jobId: string) =>
    db
      .select({ id: jobStages.id, position: jobStages.position })
      .from(jobStages)
      .where(eq(jobStages.jobId, jobId));
  const [fromStages, toStages] = await Promise.all([stagesOf(fromJobId), stagesOf(toJobId)]);
  const stageIds = new Map(
    fromStages.map((stage) => [stage.id, toStages.find((other) => other.position === stage.position)?.id]),
  );
  const copies = rules
    .filter((rule) => stageIds.get(rule.stageId))
    .map((rule) => ({
      stageId: stageIds.get(rule.stageId)!,
      action: rule.action,
      emailTemplateId: rule.emailTemplateId,
      formId: rule.formId ? (formIds.get(rule.formId) ?? null) : null,
      creditUserId: rule.creditUserId,
    }));
  await replaceTransitions(db, companyId, toJobId, copies);
}
