import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FeedbackKind, FeedbackView, PraiseReaction } from '@atrium/shared/schemas/performance/feedback';
import type { DbOrTx } from '../../../db/client.ts';
import { feedback, feedbackComments, feedbackReactions, users } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { uuidArray } from '../../../lib/tenant-constant.ts';
import { feedbackColumns, giver, giverJoin, type FeedbackRow } from './feedback-columns.ts';

// Feedback items in the private views (mine received or given, my team's, everyone's), one item,
// reactions and comments; and the colleagues feedback names.

const OUTER = '"performance_feedback"';
const recipientAmong = (people: SQL) =>
  sql`exists (select 1 from performance_feedback_recipients r where r.company_id = ${sql.raw(`${OUTER}.company_id`)} and r.feedback_id = ${sql.raw(`${OUTER}.id`)} and r.recipient_id = ${people})`;

export interface FeedbackFilter {
  companyId: string;
  viewerId: string;
  view: FeedbackView;
  /** The team view's people: everyone who reports to the viewer. */
  team?: readonly string[];
  kind?: FeedbackKind;
  personId?: string;
}

/**
 * Each view holds only what its viewer may read: received leaves out what goes to the manager only;
 * the team's leaves out what is private to the person (managers never read it); everyone's is all.
 */
function viewWhere(filter: FeedbackFilter): SQL {
  const conditions: SQL[] = [eq(feedback.companyId, filter.companyId)];
  if (filter.view === 'received')
    conditions.push(
      recipientAmong(sql`${filter.viewerId}::uuid`),
      sql`${feedback.visibility} <> 'manager_only'`,
    );
  if (filter.view === 'given') conditions.push(eq(feedback.giverId, filter.viewerId));
  if (filter.view === 'team')
    conditions.push(
      recipientAmong(sql`any(${uuidArray(filter.team ?? [])})`),
      sql`${feedback.visibility} <> 'recipient'`,
    );
  if (filter.kind === 'praise') conditions.push(eq(feedback.visibility, 'public'));
  if (filter.kind === 'private') conditions.push(sql`${feedback.visibility} <> 'public'`);
  if (filter.personId) conditions.push(recipientAmong(sql`${filter.personId}::uuid`));
  return and(...conditions)!;
}

export async function listFeedback(
  db: DbOrTx,
  filter: FeedbackFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: FeedbackRow[]; total: number }> {
  const where = viewWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(feedbackColumns(sql`${filter.viewerId}::uuid`))
      .from(feedback)
      .innerJoin(giver, giverJoin)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { rows: rows as FeedbackRow[], total: Number(counted?.n ?? 0) };
}

export async function findFeedback(
  db: DbOrTx,
  companyId: string,
  id: string,
  viewerId: string,
): Promise<FeedbackRow | undefined> {
  const [row] = await db
    .select(feedbackColumns(sql`${viewerId}::uuid`))
    .from(feedback)
    .innerJoin(giver, giverJoin)
    .where(and(eq(feedback.companyId, companyId), eq(feedback.id, id)))
    .limit(1);
  return row as FeedbackRow | undefined;
}

/** Answers, for several ids, in the order given (the items just written). */
export async function findFeedbackItems(
  db: DbOrTx,
  companyId: string,
  ids: readonly string[],
  viewerId: string,
): Promise<FeedbackRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(feedbackColumns(sql`${viewerId}::uuid`))
    .from(feedback)
    .innerJoin(giver, giverJoin)
    .where(and(eq(feedback.companyId, companyId), inArray(feedback.id, [...ids])))) as FeedbackRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface Colleague {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  managerId: string | null;
}

/** These people of the company who still work here (not deactivated). */
export const colleaguesOf = (db: DbOrTx, companyId: string, ids: readonly string[]): Promise<Colleague[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          managerId: users.managerId,
        })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            inArray(users.id, [...ids]),
            sql`${users.status} <> 'inactive'`,
          ),
        );

// Reactions: one of each kind per person; a second click takes it back.

export async function toggleReaction(
  db: DbOrTx,
  key: { companyId: string; feedbackId: string; userId: string; reaction: PraiseReaction },
) {
  const added = await db
    .insert(feedbackReactions)
    .values(key)
    .onConflictDoNothing()
    .returning({ reaction: feedbackReactions.reaction });
  if (added.length > 0) return;
  await db
    .delete(feedbackReactions)
    .where(
      and(
        eq(feedbackReactions.companyId, key.companyId),
        eq(feedbackReactions.feedbackId, key.feedbackId),
        eq(feedbackReactions.userId, key.userId),
        eq(feedbackReactions.reaction, key.reaction),
      ),
    );
}

// Comments.

export const commentsOf = (db: DbOrTx, companyId: string, feedbackId: string) =>
  db
    .select({
      id: feedbackComments.id,
      body: feedbackComments.body,
      createdAt: feedbackComments.createdAt,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorJobTitle: users.jobTitle,
      authorAvatarUrl: users.avatarUrl,
    })
    .from(feedbackComments)
    .innerJoin(users, sameCompany(users, feedbackComments, eq(users.id, feedbackComments.authorId)))
    .where(and(eq(feedbackComments.companyId, companyId), eq(feedbackComments.feedbackId, feedbackId)))
    .orderBy(asc(feedbackComments.createdAt), asc(feedbackComments.id))
    .limit(500);

export async function findComment(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(feedbackComments)
    .where(and(eq(feedbackComments.companyId, companyId), eq(feedbackComments.id, id)))
    .limit(1);
  return row;
}
