import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FeedbackLogQuery, FeedbackType } from '@atrium/shared/schemas/performance/feedback-settings';
import { FEEDBACK_TYPES } from '@atrium/shared/schemas/performance/feedback-settings';
import type { FeedbackVisibility } from '@atrium/shared/schemas/performance/feedback';
import type { DbOrTx } from '../../../db/client.ts';
import {
  companies,
  companyValues,
  feedback,
  feedbackRequestResponders,
  feedbackRequests,
  feedbackSettings,
  users,
} from '../../../db/schema/index.ts';
import { linkedValue } from '../../../lib/linked-value.ts';
import { sameCompany } from '../../../lib/same-company.ts';

// Settings → feedback: the company's permitted types and wall, its values, and the feedback log.

export interface SettingsRow {
  permittedTypes: FeedbackType[];
  praiseWallEnabled: boolean;
}

/** A company that never saved its settings has every type permitted and the wall on. */
export const DEFAULT_SETTINGS: SettingsRow = { permittedTypes: [...FEEDBACK_TYPES], praiseWallEnabled: true };

export async function settingsOf(db: DbOrTx, companyId: string): Promise<SettingsRow> {
  const [row] = await db
    .select({
      permittedTypes: feedbackSettings.permittedTypes,
      praiseWallEnabled: feedbackSettings.praiseWallEnabled,
    })
    .from(feedbackSettings)
    .where(eq(feedbackSettings.companyId, companyId))
    .limit(1);
  return row ?? DEFAULT_SETTINGS;
}

export async function saveSettings(db: DbOrTx, companyId: string, patch: Partial<SettingsRow>) {
  const current = await settingsOf(db, companyId);
  await db
    .insert(feedbackSettings)
    .values({ companyId, ...current, ...patch })
    .onConflictDoUpdate({ target: feedbackSettings.companyId, set: { ...patch, updatedAt: new Date() } });
}

const praiseCount = sql<number>`${sql.raw(
  `(select count(*)::int from performance_feedback f where f.company_id = "performance_company_values"."company_id" and f.value_id = "performance_company_values"."id")`,
)}`.mapWith(Number);

export const listValues = (db: DbOrTx, companyId: string, includeInactive: boolean) =>
  db
    .select({
      id: companyValues.id,
      name: companyValues.name,
      description: companyValues.description,
      isActive: companyValues.isActive,
      praiseCount,
    })
    .from(companyValues)
    .where(
      and(
        eq(companyValues.companyId, companyId),
        includeInactive ? undefined : eq(companyValues.isActive, true),
      ),
    )
    .orderBy(asc(companyValues.position), asc(sql`lower(${companyValues.name})`), asc(companyValues.id));

export async function findValue(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(companyValues)
    .where(and(eq(companyValues.companyId, companyId), eq(companyValues.id, id)))
    .limit(1);
  return row;
}

export async function valueCount(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(companyValues)
    .where(eq(companyValues.companyId, companyId));
  return Number(row?.n ?? 0);
}

export async function isValueUsed(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(and(eq(feedback.companyId, companyId), eq(feedback.valueId, id)))
    .limit(1);
  return Boolean(row);
}

// The log: who gave what kind to whom and when, never the words.

const giver = alias(users, 'giver');
const recipientsOf = sql<Array<{ id: string; firstName: string; lastName: string }>>`${sql.raw(
  `(select coalesce(json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) order by r.position), '[]'::json)
    from performance_feedback_recipients r join users u on u.company_id = r.company_id and u.id = r.recipient_id
    where r.company_id = "performance_feedback"."company_id" and r.feedback_id = "performance_feedback"."id")`,
)}`;

/** The instant a day starts on the company's clock (`days` after `date`). */
const dayStart = (date: string, timezone: string, days = 0) =>
  sql`((${date}::date + ${days}::int)::timestamp at time zone ${timezone})`;

export async function companyTimezone(db: DbOrTx, companyId: string): Promise<string> {
  const [row] = await db
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row?.timezone ?? 'UTC';
}

export interface LogFilter {
  companyId: string;
  timezone: string;
  query: FeedbackLogQuery;
}

function logWhere({ companyId, timezone, query }: LogFilter): SQL {
  const conditions: SQL[] = [eq(feedback.companyId, companyId)];
  if (query.kind === 'praise') conditions.push(eq(feedback.visibility, 'public'));
  if (query.kind === 'private') conditions.push(sql`${feedback.visibility} <> 'public'`);
  if (query.visibility) conditions.push(eq(feedback.visibility, query.visibility));
  if (query.giverId) conditions.push(eq(feedback.giverId, query.giverId));
  if (query.valueId) conditions.push(eq(feedback.valueId, query.valueId));
  if (query.recipientId)
    conditions.push(
      sql`exists (select 1 from performance_feedback_recipients r where r.company_id = ${feedback.companyId} and r.feedback_id = ${feedback.id} and r.recipient_id = ${query.recipientId})`,
    );
  if (query.from) conditions.push(sql`${feedback.createdAt} >= ${dayStart(query.from, timezone)}`);
  if (query.to) conditions.push(sql`${feedback.createdAt} < ${dayStart(query.to, timezone, 1)}`);
  return and(...conditions)!;
}

export interface LogRow {
  id: string;
  createdAt: Date;
  visibility: FeedbackVisibility;
  requestId: string | null;
  giverId: string;
  giverFirstName: string;
  giverLastName: string;
  valueName: string | null;
  recipients: Array<{ id: string; firstName: string; lastName: string }>;
}

export async function listLog(db: DbOrTx, filter: LogFilter, page: { limit: number; offset: number }) {
  const where = logWhere(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: feedback.id,
        createdAt: feedback.createdAt,
        visibility: feedback.visibility,
        requestId: feedback.requestId,
        giverId: giver.id,
        giverFirstName: giver.firstName,
        giverLastName: giver.lastName,
        valueName: linkedValue('performance_feedback', 'performance_company_values', 'value_id'),
        recipients: recipientsOf,
      })
      .from(feedback)
      .innerJoin(giver, sameCompany(giver, feedback, eq(giver.id, feedback.giverId)))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        praise: sql<number>`count(*) filter (where ${feedback.visibility} = 'public')::int`.mapWith(Number),
        requested: sql<number>`count(*) filter (where ${feedback.requestId} is not null)::int`.mapWith(
          Number,
        ),
      })
      .from(feedback)
      .where(where),
  ]);
  return {
    rows: rows as LogRow[],
    total: Number(totals?.total ?? 0),
    praise: totals?.praise ?? 0,
    requested: totals?.requested ?? 0,
  };
}

/** Requests' answers still pending and declined, over the log's days and people. */
export async function requestCounts(db: DbOrTx, { companyId, timezone, query }: LogFilter) {
  const conditions: SQL[] = [
    eq(feedbackRequestResponders.companyId, companyId),
    eq(feedbackRequests.status, 'open'),
  ];
  if (query.from) conditions.push(sql`${feedbackRequests.createdAt} >= ${dayStart(query.from, timezone)}`);
  if (query.to) conditions.push(sql`${feedbackRequests.createdAt} < ${dayStart(query.to, timezone, 1)}`);
  if (query.giverId) conditions.push(eq(feedbackRequestResponders.responderId, query.giverId));
  if (query.recipientId) conditions.push(eq(feedbackRequests.subjectId, query.recipientId));
  const [row] = await db
    .select({
      pending:
        sql<number>`count(*) filter (where ${feedbackRequestResponders.status} = 'pending')::int`.mapWith(
          Number,
        ),
      declined:
        sql<number>`count(*) filter (where ${feedbackRequestResponders.status} = 'declined')::int`.mapWith(
          Number,
        ),
    })
    .from(feedbackRequestResponders)
    .innerJoin(
      feedbackRequests,
      sameCompany(
        feedbackRequests,
        feedbackRequestResponders,
        eq(feedbackRequests.id, feedbackRequestResponders.requestId),
      ),
    )
    .where(and(...conditions));
  return { pending: row?.pending ?? 0, declined: row?.declined ?? 0 };
}
