import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  FeedbackItem,
  FeedbackPerson,
  FeedbackVisibility,
  Praise,
  PraiseReaction,
  ReactionCount,
} from '@atrium/shared/schemas/performance/feedback';
import { kindOf, PRAISE_REACTIONS } from '@atrium/shared/schemas/performance/feedback';
import { feedback, users } from '../../../db/schema/index.ts';
import { linkedValue } from '../../../lib/linked-value.ts';
import { sameCompany } from '../../../lib/same-company.ts';

// What a feedback item reads as, in one statement per page: its giver by a join, and its recipients,
// reactions (with the caller's own), comment count and request as correlated subqueries on the row's
// own company (JSON for the lists), so a page of the wall is one round trip, never one per item.

export const giver = alias(users, 'giver');
export const giverJoin = sameCompany(giver, feedback, eq(giver.id, feedback.giverId));

const OUTER = '"performance_feedback"';

interface JsonPerson {
  id: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  avatarUrl: string | null;
}

const recipientsOf = sql<JsonPerson[]>`${sql.raw(
  `(select coalesce(json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name,
      'jobTitle', u.job_title, 'avatarUrl', u.avatar_url) order by r.position), '[]'::json)
    from performance_feedback_recipients r join users u on u.company_id = r.company_id and u.id = r.recipient_id
    where r.company_id = ${OUTER}.company_id and r.feedback_id = ${OUTER}.id)`,
)}`;

const reactionsOf = (viewer: SQL) =>
  sql<
    Array<{ reaction: PraiseReaction; count: number; isMine: boolean }>
  >`(select coalesce(json_agg(json_build_object('reaction', x.reaction, 'count', x.n, 'isMine', x.mine)), '[]'::json)
    from (select e.reaction, count(*)::int as n, bool_or(e.user_id = ${viewer}) as mine
      from performance_feedback_reactions e
      where e.company_id = ${sql.raw(`${OUTER}.company_id`)} and e.feedback_id = ${sql.raw(`${OUTER}.id`)}
      group by e.reaction) x)`;

const commentCount = sql<number>`${sql.raw(
  `(select count(*)::int from performance_feedback_comments c where c.company_id = ${OUTER}.company_id and c.feedback_id = ${OUTER}.id)`,
)}`.mapWith(Number);

const requestOf = sql<{
  id: string;
  question: string;
  requesterId: string;
  requesterFirstName: string;
  requesterLastName: string;
} | null>`${sql.raw(
  `(select json_build_object('id', q.id, 'question', q.question, 'requesterId', q.requester_id,
      'requesterFirstName', ru.first_name, 'requesterLastName', ru.last_name)
    from performance_feedback_requests q join users ru on ru.company_id = q.company_id and ru.id = q.requester_id
    where q.company_id = ${OUTER}.company_id and q.id = ${OUTER}.request_id)`,
)}`;

/** The key of a wall page's last row: its exact time (microseconds) and id. */
const cursorKey = sql<string>`${sql.raw(
  `to_char(${OUTER}.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '~' || ${OUTER}.id`,
)}`;

/** The columns of an item, the caller's own reactions marked by `viewer` (a value or a placeholder). */
export const feedbackColumns = (viewer: SQL) => ({
  id: feedback.id,
  visibility: feedback.visibility,
  body: feedback.body,
  valueId: feedback.valueId,
  createdAt: feedback.createdAt,
  giverId: giver.id,
  giverFirstName: giver.firstName,
  giverLastName: giver.lastName,
  giverJobTitle: giver.jobTitle,
  giverAvatarUrl: giver.avatarUrl,
  valueName: linkedValue('performance_feedback', 'performance_company_values', 'value_id'),
  recipients: recipientsOf,
  reactions: reactionsOf(viewer),
  commentCount,
  request: requestOf,
  cursorKey,
});

export interface FeedbackRow {
  id: string;
  visibility: FeedbackVisibility;
  body: string;
  valueId: string | null;
  createdAt: Date;
  giverId: string;
  giverFirstName: string;
  giverLastName: string;
  giverJobTitle: string | null;
  giverAvatarUrl: string | null;
  valueName: string | null;
  recipients: JsonPerson[];
  reactions: Array<{ reaction: PraiseReaction; count: number; isMine: boolean }>;
  commentCount: number;
  request: {
    id: string;
    question: string;
    requesterId: string;
    requesterFirstName: string;
    requesterLastName: string;
  } | null;
  cursorKey: string;
}

const personOf = (person: JsonPerson): FeedbackPerson => ({
  id: person.id,
  name: `${person.firstName} ${person.lastName}`,
  jobTitle: person.jobTitle,
  avatarUrl: person.avatarUrl,
});

/** In PRAISE_REACTIONS order. */
export const toReactions = (rows: FeedbackRow['reactions']): ReactionCount[] =>
  [...rows].sort((a, b) => PRAISE_REACTIONS.indexOf(a.reaction) - PRAISE_REACTIONS.indexOf(b.reaction));

export const toPraise = (row: FeedbackRow): Praise => ({
  id: row.id,
  giver: personOf({
    id: row.giverId,
    firstName: row.giverFirstName,
    lastName: row.giverLastName,
    jobTitle: row.giverJobTitle,
    avatarUrl: row.giverAvatarUrl,
  }),
  recipients: row.recipients.map(personOf),
  value: row.valueId && row.valueName ? { id: row.valueId, name: row.valueName } : null,
  body: row.body,
  createdAt: new Date(row.createdAt).toISOString(),
  reactions: toReactions(row.reactions),
  commentCount: row.commentCount,
});

export const toFeedbackItem = (row: FeedbackRow): FeedbackItem => ({
  ...toPraise(row),
  kind: kindOf(row.visibility),
  visibility: row.visibility,
  request: row.request
    ? {
        id: row.request.id,
        question: row.request.question,
        requesterName: `${row.request.requesterFirstName} ${row.request.requesterLastName}`,
      }
    : null,
});
