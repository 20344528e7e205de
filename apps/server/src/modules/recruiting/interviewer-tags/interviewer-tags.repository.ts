import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { interviewerTagLinks, interviewerTags, users } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';

const selectTags = (db: DbOrTx) =>
  db
    .select({ id: interviewerTags.id, name: interviewerTags.name, createdAt: interviewerTags.createdAt })
    .from(interviewerTags);

export type InterviewerTagRow = Awaited<ReturnType<typeof findInterviewerTag>> & object;

export const listInterviewerTags = (db: DbOrTx, companyId: string) =>
  selectTags(db)
    .where(eq(interviewerTags.companyId, companyId))
    .orderBy(asc(sql`lower(${interviewerTags.name})`), asc(interviewerTags.id));

export async function findInterviewerTag(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectTags(db)
    .where(and(eq(interviewerTags.companyId, companyId), eq(interviewerTags.id, id)))
    .limit(1);
  return row ?? null;
}

/** The people holding each of the tags (active or invited), by name. */
export async function holdersOf(db: DbOrTx, companyId: string, tagIds: readonly string[]) {
  if (tagIds.length === 0) return [];
  return db
    .select({
      tagId: interviewerTagLinks.tagId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(interviewerTagLinks)
    .innerJoin(users, sameCompany(users, interviewerTagLinks, eq(users.id, interviewerTagLinks.userId)))
    .where(
      and(
        eq(interviewerTagLinks.companyId, companyId),
        inArray(interviewerTagLinks.tagId, [...tagIds]),
        sql`${users.status} <> 'inactive'`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The ids among `ids` that are interviewer tags of the company. */
export async function existingTagIds(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: interviewerTags.id })
    .from(interviewerTags)
    .where(and(eq(interviewerTags.companyId, companyId), inArray(interviewerTags.id, [...ids])));
  return rows.map((row) => row.id);
}

export async function insertInterviewerTag(db: DbOrTx, companyId: string, name: string) {
  const [row] = await db
    .insert(interviewerTags)
    .values({ companyId, name })
    .returning({ id: interviewerTags.id });
  return row!;
}

export async function renameInterviewerTag(db: DbOrTx, companyId: string, id: string, name: string) {
  await db
    .update(interviewerTags)
    .set({ name })
    .where(and(eq(interviewerTags.companyId, companyId), eq(interviewerTags.id, id)));
}

/** Takes the tag off everyone holding it (the links cascade). */
export async function deleteInterviewerTag(db: DbOrTx, companyId: string, id: string) {
  await db
    .delete(interviewerTags)
    .where(and(eq(interviewerTags.companyId, companyId), eq(interviewerTags.id, id)));
}

/** The tags of each of the people, by name. */
export async function tagsOfUsers(db: DbOrTx, companyId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: interviewerTagLinks.userId, id: interviewerTags.id, name: interviewerTags.name })
    .from(interviewerTagLinks)
    .innerJoin(
      interviewerTags,
      sameCompany(interviewerTags, interviewerTagLinks, eq(interviewerTags.id, interviewerTagLinks.tagId)),
    )
    .where(
      and(eq(interviewerTagLinks.companyId, companyId), inArray(interviewerTagLinks.userId, [...userIds])),
    )
    .orderBy(asc(sql`lower(${interviewerTags.name})`), asc(interviewerTags.id));
}

/** Replaces a person's tags with `tagIds`. */
export async function setUserTags(db: DbOrTx, companyId: string, userId: string, tagIds: readonly string[]) {
  await db
    .delete(interviewerTagLinks)
    .where(and(eq(interviewerTagLinks.companyId, companyId), eq(interviewerTagLinks.userId, userId)));
  if (tagIds.length > 0)
    await db
      .insert(interviewerTagLinks)
      .values(tagIds.map((tagId) => ({ companyId, tagId, userId })))
      .onConflictDoNothing();
}

/** A person of the company (any status: an inactive one's tags may still be cleared). */
export async function findUser(db: DbOrTx, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}
