import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { candidateTagLinks, candidateTags } from '../../../db/schema/index.ts';

// Candidates carrying each tag, counted in the company (a correlated subquery, as elsewhere).
const candidateCount = sql<number>`${sql.raw(
  `(select count(*)::int from candidate_tag_links l where l.tag_id = "candidate_tags"."id" and l.company_id = "candidate_tags"."company_id")`,
)}`;

const selectTags = (db: DbOrTx) =>
  db
    .select({
      id: candidateTags.id,
      publicId: candidateTags.publicId,
      name: candidateTags.name,
      candidateCount,
      createdAt: candidateTags.createdAt,
    })
    .from(candidateTags);

export type CandidateTagRow = Awaited<ReturnType<typeof findCandidateTag>> & object;

export const listCandidateTags = (db: DbOrTx, companyId: string) =>
  selectTags(db)
    .where(eq(candidateTags.companyId, companyId))
    .orderBy(asc(sql`lower(${candidateTags.name})`), asc(candidateTags.id));

export async function findCandidateTag(db: DbOrTx, companyId: string, id: string) {
  const [row] = await selectTags(db)
    .where(and(eq(candidateTags.companyId, companyId), eq(candidateTags.id, id)))
    .limit(1);
  return row ?? null;
}

/** The ids among `ids` that are tags of the company. */
export async function existingTagIds(db: DbOrTx, companyId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: candidateTags.id })
    .from(candidateTags)
    .where(and(eq(candidateTags.companyId, companyId), inArray(candidateTags.id, [...ids])));
  return rows.map((row) => row.id);
}

export async function insertCandidateTag(db: DbOrTx, companyId: string, name: string) {
  const [row] = await db
    .insert(candidateTags)
    .values({ companyId, name })
    .returning({ id: candidateTags.id });
  return row!;
}

export async function renameCandidateTag(db: DbOrTx, companyId: string, id: string, name: string) {
  await db
    .update(candidateTags)
    .set({ name })
    .where(and(eq(candidateTags.companyId, companyId), eq(candidateTags.id, id)));
}

/** Untags every candidate with it (the links cascade). */
export async function deleteCandidateTag(db: DbOrTx, companyId: string, id: string) {
  await db.delete(candidateTags).where(and(eq(candidateTags.companyId, companyId), eq(candidateTags.id, id)));
}

/** Replaces a candidate's tags with `tagIds`. */
export async function setCandidateTags(
  db: DbOrTx,
  companyId: string,
  candidateId: string,
  tagIds: readonly string[],
) {
  await db
    .delete(candidateTagLinks)
    .where(and(eq(candidateTagLinks.companyId, companyId), eq(candidateTagLinks.candidateId, candidateId)));
  if (tagIds.length > 0)
    await db
      .insert(candidateTagLinks)
      .values(tagIds.map((tagId) => ({ companyId, candidateId, tagId })))
      .onConflictDoNothing();
}
