import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  companies,
  newHires,
  onboardingFeedbackAnswers,
  onboardingFeedbackQuestions,
  onboardingFeedbackRequests,
  onboardingFeedbackSets,
  users,
} from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

// Written out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
const counted = (answeredOnly: boolean) =>
  sql<number>`(select count(*)::int from ${onboardingFeedbackRequests} r
    where r.company_id = "onboarding_feedback_sets"."company_id" and r.set_id = "onboarding_feedback_sets"."id"${
      answeredOnly ? sql` and r.answered_at is not null` : sql``
    })`;

const selectSets = (db: DbOrTx) =>
  db
    .select({
      id: onboardingFeedbackSets.id,
      name: onboardingFeedbackSets.name,
      daysAfterStart: onboardingFeedbackSets.daysAfterStart,
      isActive: onboardingFeedbackSets.isActive,
      sent: counted(false),
      answered: counted(true),
    })
    .from(onboardingFeedbackSets);

export type SetRecord = Awaited<ReturnType<typeof listSets>>[number];

export const listSets = (db: DbOrTx, companyId: string) =>
  selectSets(db)
    .where(eq(onboardingFeedbackSets.companyId, companyId))
    .orderBy(asc(onboardingFeedbackSets.daysAfterStart), asc(sql`lower(${onboardingFeedbackSets.name})`));

export async function findSet(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectSets(db)
    .where(and(eq(onboardingFeedbackSets.companyId, companyId), eq(onboardingFeedbackSets.id, id)))
    .limit(1);
  return row ?? null;
}

export async function lockSet(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: onboardingFeedbackSets.id })
    .from(onboardingFeedbackSets)
    .where(and(eq(onboardingFeedbackSets.companyId, companyId), eq(onboardingFeedbackSets.id, id)))
    .for('update');
  return row ?? null;
}

/** The questions of these sets in their order (`withRemoved`: those taken out too, for old answers). */
export async function questionsOf(
  db: DbOrTx,
  companyId: string,
  setIds: readonly string[],
  withRemoved = false,
) {
  if (setIds.length === 0) return [];
  return db
    .select({
      id: onboardingFeedbackQuestions.id,
      setId: onboardingFeedbackQuestions.setId,
      kind: onboardingFeedbackQuestions.kind,
      prompt: onboardingFeedbackQuestions.prompt,
      required: onboardingFeedbackQuestions.required,
      removedAt: onboardingFeedbackQuestions.removedAt,
    })
    .from(onboardingFeedbackQuestions)
    .where(
      and(
        eq(onboardingFeedbackQuestions.companyId, companyId),
        inArray(onboardingFeedbackQuestions.setId, [...setIds]),
        withRemoved ? undefined : isNull(onboardingFeedbackQuestions.removedAt),
      ),
    )
    .orderBy(asc(onboardingFeedbackQuestions.position), asc(onboardingFeedbackQuestions.createdAt));
}

export async function insertSet(
  db: DbOrTx,
  companyId: string,
  values: { name: string; daysAfterStart: number; isActive: boolean },
) {
  const [row] = await db
    .insert(onboardingFeedbackSets)
    .values({ companyId, ...values })
    .returning({ id: onboardingFeedbackSets.id });
  return row!;
}

export async function updateSet(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: { name: string; daysAfterStart: number; isActive: boolean },
) {
  await db
    .update(onboardingFeedbackSets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(onboardingFeedbackSets.companyId, companyId), eq(onboardingFeedbackSets.id, id)));
}

export async function deleteSet(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(onboardingFeedbackSets)
    .where(and(eq(onboardingFeedbackSets.companyId, companyId), eq(onboardingFeedbackSets.id, id)));
}

export async function insertQuestion(
  db: DbOrTx,
  companyId: string,
  values: { setId: string; kind: string; prompt: string; required: boolean; position: number },
) {
  await db.insert(onboardingFeedbackQuestions).values({
    companyId,
    ...values,
    kind: values.kind as (typeof onboardingFeedbackQuestions.$inferInsert)['kind'],
  });
}

export async function updateQuestion(
  db: DbOrTx,
  companyId: string,
  id: string,
  values: { prompt: string; required: boolean; position: number },
) {
  await db
    .update(onboardingFeedbackQuestions)
    .set(values)
    .where(and(eq(onboardingFeedbackQuestions.companyId, companyId), eq(onboardingFeedbackQuestions.id, id)));
}

/** Questions taken out of a set: kept (answers given to them stay readable), no longer asked. */
export async function removeQuestions(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .update(onboardingFeedbackQuestions)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(onboardingFeedbackQuestions.companyId, companyId),
        inArray(onboardingFeedbackQuestions.id, [...ids]),
      ),
    );
}

// ---- requests ----

const selectRequests = (db: DbOrTx) =>
  db
    .select({
      id: onboardingFeedbackRequests.id,
      setId: onboardingFeedbackRequests.setId,
      newHireId: onboardingFeedbackRequests.newHireId,
      sentAt: onboardingFeedbackRequests.sentAt,
      answeredAt: onboardingFeedbackRequests.answeredAt,
      setName: onboardingFeedbackSets.name,
      daysAfterStart: onboardingFeedbackSets.daysAfterStart,
      preferredFirstName: newHires.preferredFirstName,
      legalFirstName: newHires.legalFirstName,
      legalLastName: newHires.legalLastName,
      hireUserId: newHires.userId,
    })
    .from(onboardingFeedbackRequests)
    .innerJoin(
      onboardingFeedbackSets,
      sameCompany(
        onboardingFeedbackSets,
        onboardingFeedbackRequests,
        eq(onboardingFeedbackSets.id, onboardingFeedbackRequests.setId),
      ),
    )
    .innerJoin(
      newHires,
      sameCompany(
        newHires,
        onboardingFeedbackRequests,
        eq(newHires.id, onboardingFeedbackRequests.newHireId),
      ),
    );

export type RequestRecord = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export async function findRequest(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectRequests(db)
    .where(and(eq(onboardingFeedbackRequests.companyId, companyId), eq(onboardingFeedbackRequests.id, id)))
    .limit(1);
  return row ?? null;
}

export async function lockRequest(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: onboardingFeedbackRequests.id, answeredAt: onboardingFeedbackRequests.answeredAt })
    .from(onboardingFeedbackRequests)
    .where(and(eq(onboardingFeedbackRequests.companyId, companyId), eq(onboardingFeedbackRequests.id, id)))
    .for('update');
  return row ?? null;
}

export const requestsOfHire = (db: DbOrTx, companyId: string, newHireId: string) =>
  selectRequests(db)
    .where(
      and(
        eq(onboardingFeedbackRequests.companyId, companyId),
        eq(onboardingFeedbackRequests.newHireId, newHireId),
      ),
    )
    .orderBy(asc(onboardingFeedbackSets.daysAfterStart), asc(onboardingFeedbackRequests.sentAt));

/** Answered requests of the hires `visible` keeps, the newest first. */
export const answeredRequests = (
  db: DbOrTx,
  companyId: string,
  filter: { setId?: string; visible?: SQL; limit: number; offset: number },
) =>
  selectRequests(db)
    .where(answeredConditions(companyId, filter))
    .orderBy(desc(onboardingFeedbackRequests.answeredAt), asc(onboardingFeedbackRequests.id))
    .limit(filter.limit)
    .offset(filter.offset);

const answeredConditions = (companyId: string, filter: { setId?: string; visible?: SQL }) =>
  and(
    eq(onboardingFeedbackRequests.companyId, companyId),
    sql`${onboardingFeedbackRequests.answeredAt} is not null`,
    filter.setId ? eq(onboardingFeedbackRequests.setId, filter.setId) : undefined,
    filter.visible,
  );

export async function countAnswered(
  db: DbOrTx,
  companyId: string,
  filter: { setId?: string; visible?: SQL },
) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(onboardingFeedbackRequests)
    .innerJoin(
      newHires,
      sameCompany(
        newHires,
        onboardingFeedbackRequests,
        eq(newHires.id, onboardingFeedbackRequests.newHireId),
      ),
    )
    .where(answeredConditions(companyId, filter));
  return row?.n ?? 0;
}

export async function answersOf(db: DbOrTx, companyId: string, requestIds: readonly string[]) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: onboardingFeedbackAnswers.requestId,
      questionId: onboardingFeedbackAnswers.questionId,
      rating: onboardingFeedbackAnswers.rating,
      text: onboardingFeedbackAnswers.text,
      yesNo: onboardingFeedbackAnswers.yesNo,
    })
    .from(onboardingFeedbackAnswers)
    .where(
      and(
        eq(onboardingFeedbackAnswers.companyId, companyId),
        inArray(onboardingFeedbackAnswers.requestId, [...requestIds]),
      ),
    );
}

export async function insertAnswers(
  db: DbOrTx,
  companyId: string,
  requestId: string,
  answers: ReadonlyArray<{
    questionId: string;
    rating: number | null;
    text: string | null;
    yesNo: boolean | null;
  }>,
) {
  if (answers.length > 0)
    await db
      .insert(onboardingFeedbackAnswers)
      .values(answers.map((answer) => ({ companyId, requestId, ...answer })));
  await db
    .update(onboardingFeedbackRequests)
    .set({ answeredAt: new Date() })
    .where(
      and(eq(onboardingFeedbackRequests.companyId, companyId), eq(onboardingFeedbackRequests.id, requestId)),
    );
}

// ---- the sweep ----

/** Companies with an active feedback set, with their time zone. */
export const companiesWithFeedback = (db: DbOrTx) =>
  db
    .selectDistinct({ companyId: onboardingFeedbackSets.companyId, timezone: companies.timezone })
    .from(onboardingFeedbackSets)
    .innerJoin(companies, eq(companies.id, onboardingFeedbackSets.companyId))
    .where(eq(onboardingFeedbackSets.isActive, true));

/**
 * The (set, hire) pairs due on `today` and not yet sent: hires invited or complete whose start date
 * plus the set's days has come, within `graceDays` (a set added later does not write to hires long
 * settled in).
 */
export async function dueRequests(db: DbOrTx, companyId: string, today: string, graceDays: number) {
  return db
    .select({
      setId: onboardingFeedbackSets.id,
      newHireId: newHires.id,
      personalEmail: newHires.personalEmail,
      userEmail: users.email,
      preferredFirstName: newHires.preferredFirstName,
      legalFirstName: newHires.legalFirstName,
      legalLastName: newHires.legalLastName,
      startDate: newHires.startDate,
      jobTitle: newHires.jobTitle,
    })
    .from(onboardingFeedbackSets)
    .innerJoin(newHires, eq(newHires.companyId, onboardingFeedbackSets.companyId))
    .leftJoin(users, sameCompany(users, newHires, eq(users.id, newHires.userId)))
    .where(
      and(
        eq(onboardingFeedbackSets.companyId, companyId),
        eq(onboardingFeedbackSets.isActive, true),
        inArray(newHires.state, ['onboarding', 'complete']),
        sql`${newHires.startDate} + ${onboardingFeedbackSets.daysAfterStart} <= ${today}::date`,
        sql`${newHires.startDate} + ${onboardingFeedbackSets.daysAfterStart} + ${graceDays}::int >= ${today}::date`,
        sql`not exists (select 1 from ${onboardingFeedbackRequests} r where r.company_id = ${onboardingFeedbackSets.companyId}
          and r.set_id = ${onboardingFeedbackSets.id} and r.new_hire_id = ${newHires.id})`,
      ),
    );
}

/** The request, once: answers its id, or null when another run sent it first. */
export async function insertRequest(db: DbOrTx, companyId: string, setId: string, newHireId: string) {
  const [row] = await db
    .insert(onboardingFeedbackRequests)
    .values({ companyId, setId, newHireId })
    .onConflictDoNothing()
    .returning({ id: onboardingFeedbackRequests.id });
  return row?.id ?? null;
}
