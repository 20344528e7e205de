import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestListQuery } from '@atrium/shared/schemas/performance/feedback-requests';
import type { DbOrTx } from '../../../db/client.ts';
import { feedback, feedbackRequestResponders, feedbackRequests, users } from '../../../db/schema/index.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { uuidArray } from '../../../lib/tenant-constant.ts';

// Feedback requests and the colleagues each asks.

const requester = alias(users, 'requester');
const subject = alias(users, 'subject');
const personColumns = (table: typeof requester | typeof subject) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  jobTitle: table.jobTitle,
  avatarUrl: table.avatarUrl,
  managerId: table.managerId,
});
export interface RequestPerson {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  avatarUrl: string | null;
  managerId: string | null;
}

export interface RequestRow {
  request: typeof feedbackRequests.$inferSelect;
  requester: RequestPerson;
  subject: RequestPerson;
}

const requestQuery = (db: DbOrTx) =>
  db
    .select({
      request: feedbackRequests,
      requester: personColumns(requester),
      subject: personColumns(subject),
    })
    .from(feedbackRequests)
    .innerJoin(
      requester,
      sameCompany(requester, feedbackRequests, eq(requester.id, feedbackRequests.requesterId)),
    )
    .innerJoin(subject, sameCompany(subject, feedbackRequests, eq(subject.id, feedbackRequests.subjectId)))
    .$dynamic();

export async function findRequest(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<RequestRow | undefined> {
  const [row] = await requestQuery(db)
    .where(and(eq(feedbackRequests.companyId, companyId), eq(feedbackRequests.id, id)))
    .limit(1);
  return row;
}

const pendingResponder = sql`exists (select 1 from performance_feedback_request_responders p where p.company_id = ${feedbackRequests.companyId} and p.request_id = ${feedbackRequests.id} and p.status = 'pending')`;

function listWhere(companyId: string, userId: string, query: RequestListQuery): SQL {
  const conditions: SQL[] = [eq(feedbackRequests.companyId, companyId)];
  if (query.view === 'mine') {
    conditions.push(eq(feedbackRequests.requesterId, userId));
    const isPending = sql`(${feedbackRequests.status} = 'open' and ${pendingResponder})`;
    if (query.status === 'pending') conditions.push(isPending);
    if (query.status === 'done') conditions.push(sql`not ${isPending}`);
  } else {
    const mine = (status: string) =>
      sql`exists (select 1 from performance_feedback_request_responders m where m.company_id = ${feedbackRequests.companyId} and m.request_id = ${feedbackRequests.id} and m.responder_id = ${userId} ${sql.raw(status)})`;
    if (query.status === 'pending')
      conditions.push(sql`${feedbackRequests.status} = 'open'`, mine("and m.status = 'pending'"));
    else if (query.status === 'done')
      conditions.push(
        sql`(${feedbackRequests.status} = 'cancelled' and ${mine('')} or ${mine("and m.status <> 'pending'")})`,
      );
    else conditions.push(mine(''));
  }
  return and(...conditions)!;
}

export async function listRequests(
  db: DbOrTx,
  companyId: string,
  userId: string,
  query: RequestListQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const where = listWhere(companyId, userId, query);
  const [rows, [counted]] = await Promise.all([
    requestQuery(db)
      .where(where)
      .orderBy(desc(feedbackRequests.createdAt), desc(feedbackRequests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(feedbackRequests).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** The responders of these requests (only `responderId`'s own entries when given). */
export async function respondersOf(
  db: DbOrTx,
  companyId: string,
  requestIds: readonly string[],
  responderId?: string,
) {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: feedbackRequestResponders.requestId,
      status: feedbackRequestResponders.status,
      declineReason: feedbackRequestResponders.declineReason,
      respondedAt: feedbackRequestResponders.respondedAt,
      remindedAt: feedbackRequestResponders.remindedAt,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      avatarUrl: users.avatarUrl,
    })
    .from(feedbackRequestResponders)
    .innerJoin(
      users,
      sameCompany(users, feedbackRequestResponders, eq(users.id, feedbackRequestResponders.responderId)),
    )
    .where(
      and(
        eq(feedbackRequestResponders.companyId, companyId),
        sql`${feedbackRequestResponders.requestId} = any(${uuidArray(requestIds)})`,
        responderId ? eq(feedbackRequestResponders.responderId, responderId) : undefined,
      ),
    )
    .orderBy(sql`lower(${users.lastName})`, sql`lower(${users.firstName})`);
}

/** Marks the caller's pending entry answered or declined; false when it was not pending (any more). */
export async function closeResponder(
  db: DbOrTx,
  key: { companyId: string; requestId: string; responderId: string },
  outcome: { status: 'answered' | 'declined'; declineReason?: string },
): Promise<boolean> {
  const updated = await db
    .update(feedbackRequestResponders)
    .set({ status: outcome.status, declineReason: outcome.declineReason ?? null, respondedAt: new Date() })
    .where(
      and(
        eq(feedbackRequestResponders.companyId, key.companyId),
        eq(feedbackRequestResponders.requestId, key.requestId),
        eq(feedbackRequestResponders.responderId, key.responderId),
        eq(feedbackRequestResponders.status, 'pending'),
      ),
    )
    .returning({ requestId: feedbackRequestResponders.requestId });
  return updated.length > 0;
}

export const answerIdsOf = (db: DbOrTx, companyId: string, requestId: string, giverId?: string) =>
  db
    .select({ id: feedback.id })
    .from(feedback)
    .where(
      and(
        eq(feedback.companyId, companyId),
        eq(feedback.requestId, requestId),
        giverId ? eq(feedback.giverId, giverId) : undefined,
      ),
    )
    .orderBy(feedback.createdAt)
    .then((rows) => rows.map((row) => row.id));
