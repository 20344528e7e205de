import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PRAISE_PAGE_SIZE } from '@atrium/shared/schemas/performance/feedback';
import type { DbOrTx } from '../../../db/client.ts';
import { feedback } from '../../../db/schema/index.ts';
import { PreparedStatements, type PreparableQuery } from '../../../lib/prepared-statements.ts';
import { feedbackColumns, giver, giverJoin, type FeedbackRow } from './feedback-columns.ts';

// The praise wall (issue 21's bench: a manager of 50 in a company of 20,000 under 50 ms p99), as
// statements prepared once per shape (lib/prepared-statements.ts, issue 17): newest first through
// performance_feedback_wall_idx, a page after the last row's (created_at, id), the usual page size a
// literal, one row more than the page to know whether another follows.

interface WallShape {
  hasCursor: boolean;
  /** Only praise some of whose recipients are among `team`. */
  hasTeam: boolean;
  hasRecipient: boolean;
  hasValue: boolean;
  /** The literal LIMIT, or null for the placeholder `limit`. */
  size: number | null;
}

const OUTER = '"performance_feedback"';
const recipientAmong = (people: SQL) =>
  sql`exists (select 1 from performance_feedback_recipients r where r.company_id = ${sql.raw(`${OUTER}.company_id`)} and r.feedback_id = ${sql.raw(`${OUTER}.id`)} and r.recipient_id = ${people})`;

function buildWallPage(db: DbOrTx, shape: WallShape): PreparableQuery<FeedbackRow[]> {
  const conditions: SQL[] = [
    eq(feedback.companyId, sql.placeholder('companyId')),
    eq(feedback.visibility, 'public'),
  ];
  if (shape.hasCursor)
    conditions.push(
      sql`(${feedback.createdAt}, ${feedback.id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`,
    );
  if (shape.hasTeam) conditions.push(recipientAmong(sql`any(${sql.placeholder('team')}::uuid[])`));
  if (shape.hasRecipient) conditions.push(recipientAmong(sql`${sql.placeholder('recipientId')}::uuid`));
  if (shape.hasValue) conditions.push(eq(feedback.valueId, sql.placeholder('valueId')));
  const limit =
    shape.size === null ? sql.placeholder('limit') : (sql.raw(String(shape.size)) as unknown as number);
  return (
    db
      .select(feedbackColumns(sql`${sql.placeholder('viewerId')}::uuid`))
      .from(feedback)
      .innerJoin(giver, giverJoin)
      .where(and(...conditions))
      // NULLS LAST as the index is written (the columns are never null).
      .orderBy(sql`${feedback.createdAt} desc nulls last`, sql`${feedback.id} desc nulls last`)
      .limit(limit) as unknown as PreparableQuery<FeedbackRow[]>
  );
}

// A team's or a person's praise is a few rows among many: planned for its values each time.
const wallPages = new PreparedStatements('praise_wall_page', buildWallPage, {
  isPlannedPerRun: (shape) => shape.hasTeam || shape.hasRecipient,
});

export interface WallFilter {
  companyId: string;
  viewerId: string;
  cursor?: { at: string; id: string };
  team?: readonly string[];
  recipientId?: string;
  valueId?: string;
  limit: number;
}

/** A page of the wall and one row more when another page follows. */
export function praiseWallPage(db: DbOrTx, filter: WallFilter): Promise<FeedbackRow[]> {
  const fetched = filter.limit + 1;
  return wallPages.run(
    db,
    {
      hasCursor: Boolean(filter.cursor),
      hasTeam: Boolean(filter.team),
      hasRecipient: Boolean(filter.recipientId),
      hasValue: Boolean(filter.valueId),
      size: filter.limit === PRAISE_PAGE_SIZE ? fetched : null,
    },
    {
      companyId: filter.companyId,
      viewerId: filter.viewerId,
      cursorAt: filter.cursor?.at,
      cursorId: filter.cursor?.id,
      team: filter.team ? `{${filter.team.join(',')}}` : undefined,
      recipientId: filter.recipientId,
      valueId: filter.valueId,
      limit: fetched,
    },
  );
}
