import { and, asc, count, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { updateComments, updates, users } from '../../../db/schema/index.ts';
import { linkedValue } from '../../../lib/linked-value.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { uuidArray } from '../../../lib/tenant-constant.ts';

// Updates, their comments and the people around them.

export type UpdateRow = typeof updates.$inferSelect;

const linked = (column: string, field: string) => linkedValue('users', 'users', column, field);

/** A person as an update shows them, with their manager today. */
const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  jobTitle: users.jobTitle,
  avatarUrl: users.avatarUrl,
  managerId: users.managerId,
  managerFirstName: linked('manager_id', 'first_name'),
  managerLastName: linked('manager_id', 'last_name'),
};
export interface UpdatePersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  avatarUrl: string | null;
  managerId: string | null;
  managerFirstName: string | null;
  managerLastName: string | null;
}

export async function findPerson(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<UpdatePersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id)))
    .limit(1);
  return row;
}

export async function findUpdate(db: DbOrTx, companyId: string, id: string): Promise<UpdateRow | undefined> {
  const [row] = await db
    .select()
    .from(updates)
    .where(and(eq(updates.companyId, companyId), eq(updates.id, id)))
    .limit(1);
  return row;
}

/** The person's update whose period holds `day`. Periods of one person never overlap. */
export async function updateCovering(
  db: DbOrTx,
  companyId: string,
  authorId: string,
  day: string,
): Promise<UpdateRow | undefined> {
  const [row] = await db
    .select()
    .from(updates)
    .where(
      and(
        eq(updates.companyId, companyId),
        eq(updates.authorId, authorId),
        lte(updates.periodStart, day),
        gte(updates.periodEnd, day),
      ),
    )
    .limit(1);
  return row;
}

/** The person's latest update ending before `day`: whose priorities carry over. */
export async function latestBefore(
  db: DbOrTx,
  companyId: string,
  authorId: string,
  day: string,
): Promise<UpdateRow | undefined> {
  const [row] = await db
    .select()
    .from(updates)
    .where(and(eq(updates.companyId, companyId), eq(updates.authorId, authorId), lt(updates.periodEnd, day)))
    .orderBy(desc(updates.periodEnd))
    .limit(1);
  return row;
}

// Written out: drizzle leaves columns unqualified when a query reads one table (lib/linked-value.ts).
const commentCount = sql<number>`${sql.raw(
  '(select count(*)::int from performance_update_comments c where c.company_id = "performance_updates"."company_id" and c.update_id = "performance_updates"."id")',
)}`.mapWith(Number);

/** A person's updates, the latest period first; drafts only for their author. */
export async function listOf(
  db: DbOrTx,
  companyId: string,
  authorId: string,
  withDrafts: boolean,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(updates.companyId, companyId),
    eq(updates.authorId, authorId),
    withDrafts ? undefined : ne(updates.status, 'draft'),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: updates.id,
        periodStart: updates.periodStart,
        periodEnd: updates.periodEnd,
        status: updates.status,
        sentiment: updates.sentiment,
        sharedAt: updates.sharedAt,
        reviewedAt: updates.reviewedAt,
        comments: commentCount,
      })
      .from(updates)
      .where(where)
      .orderBy(desc(updates.periodEnd))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(updates).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export const commentsOf = (db: DbOrTx, companyId: string, updateId: string) =>
  db
    .select({
      id: updateComments.id,
      body: updateComments.body,
      createdAt: updateComments.createdAt,
      editedAt: updateComments.editedAt,
      authorId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
    })
    .from(updateComments)
    .innerJoin(users, sameCompany(users, updateComments, eq(users.id, updateComments.authorId)))
    .where(and(eq(updateComments.companyId, companyId), eq(updateComments.updateId, updateId)))
    .orderBy(asc(updateComments.createdAt), asc(updateComments.id))
    .limit(500);

export async function findComment(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(updateComments)
    .where(and(eq(updateComments.companyId, companyId), eq(updateComments.id, id)))
    .limit(1);
  return row;
}

/** Everyone but `except` who commented on the update: the others a comment is news to. */
export async function commentersOf(db: DbOrTx, companyId: string, updateId: string, except: string[]) {
  const rows = await db
    .selectDistinct({ id: updateComments.authorId })
    .from(updateComments)
    .where(and(eq(updateComments.companyId, companyId), eq(updateComments.updateId, updateId)));
  return rows.map((row) => row.id).filter((id) => !except.includes(id));
}

/** Shared sentiment of these people's updates ending from `since` on, per period end. */
export async function sentimentSince(
  db: DbOrTx,
  companyId: string,
  authorIds: readonly string[],
  since: string,
) {
  if (authorIds.length === 0) return [];
  return db
    .select({
      periodEnd: updates.periodEnd,
      sentiment: sql<number>`avg(${updates.sentiment})::float`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(updates)
    .where(
      and(
        eq(updates.companyId, companyId),
        sql`${updates.authorId} = any(${uuidArray(authorIds)})`,
        gte(updates.periodEnd, since),
        ne(updates.status, 'draft'),
        sql`${updates.sentiment} is not null`,
      ),
    )
    .groupBy(updates.periodEnd)
    .orderBy(asc(updates.periodEnd));
}
