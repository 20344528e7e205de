import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import {
  oneOnOneActionItems,
  oneOnOneMeetings,
  oneOnOnePrivateNotes,
  oneOnOnes,
  oneOnOneTalkingPoints,
  users,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant, uuidArray } from '../../../lib/tenant-constant.ts';

// 1-on-1 series, their meetings and what each meeting holds.

const organizer = alias(users, 'organizer');
const attendee = alias(users, 'attendee');

const personColumns = (table: typeof organizer | typeof attendee) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  jobTitle: table.jobTitle,
  avatarUrl: table.avatarUrl,
  timezone: table.timezone,
});
export type SeriesPerson = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  avatarUrl: string | null;
  timezone: string;
};

// Each a correlated subquery on the series' own company (lib/linked-value.ts says why not joins).
const seriesFacts = {
  nextMeetingId: sql<
    string | null
  >`(select m.id from performance_one_on_one_meetings m where m.company_id = ${oneOnOnes.companyId} and m.series_id = ${oneOnOnes.id} and m.status = 'upcoming' limit 1)`,
  nextMeetingAt:
    sql<Date | null>`(select m.scheduled_at from performance_one_on_one_meetings m where m.company_id = ${oneOnOnes.companyId} and m.series_id = ${oneOnOnes.id} and m.status = 'upcoming' limit 1)`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    ),
  lastHeldAt:
    sql<Date | null>`(select max(m.scheduled_at) from performance_one_on_one_meetings m where m.company_id = ${oneOnOnes.companyId} and m.series_id = ${oneOnOnes.id} and m.status = 'held')`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    ),
  meetingsHeld:
    sql<number>`(select count(*)::int from performance_one_on_one_meetings m where m.company_id = ${oneOnOnes.companyId} and m.series_id = ${oneOnOnes.id} and m.status = 'held')`.mapWith(
      Number,
    ),
  openActionItems:
    sql<number>`(select count(*)::int from performance_one_on_one_action_items a where a.company_id = ${oneOnOnes.companyId} and a.series_id = ${oneOnOnes.id} and a.done_at is null)`.mapWith(
      Number,
    ),
};

const seriesSelection = {
  series: oneOnOnes,
  organizer: personColumns(organizer),
  attendee: personColumns(attendee),
  ...seriesFacts,
};

export type SeriesRow = {
  series: typeof oneOnOnes.$inferSelect;
  organizer: SeriesPerson;
  attendee: SeriesPerson;
  nextMeetingId: string | null;
  nextMeetingAt: Date | null;
  lastHeldAt: Date | null;
  meetingsHeld: number;
  openActionItems: number;
};

const seriesQuery = (db: DbOrTx) =>
  db
    .select(seriesSelection)
    .from(oneOnOnes)
    .innerJoin(organizer, sameCompany(organizer, oneOnOnes, eq(organizer.id, oneOnOnes.organizerId)))
    .innerJoin(attendee, sameCompany(attendee, oneOnOnes, eq(attendee.id, oneOnOnes.attendeeId)))
    .$dynamic();

export interface SeriesFilter {
  companyId: string;
  /** Series with either of these people; undefined for every series of the company. */
  involving?: readonly string[];
  status?: 'active' | 'cancelled';
  search?: string;
}

function whereOf(filter: SeriesFilter): SQL {
  const conditions: SQL[] = [eq(oneOnOnes.companyId, filter.companyId)];
  if (filter.involving) {
    const people = uuidArray(filter.involving);
    conditions.push(
      or(sql`${oneOnOnes.organizerId} = any(${people})`, sql`${oneOnOnes.attendeeId} = any(${people})`)!,
    );
  }
  if (filter.status) conditions.push(eq(oneOnOnes.status, filter.status));
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    conditions.push(
      sql`(lower(${organizer.firstName} || ' ' || ${organizer.lastName}) like ${pattern} or lower(${attendee.firstName} || ' ' || ${attendee.lastName}) like ${pattern})`,
    );
  }
  return and(...conditions)!;
}

export async function listSeries(
  db: DbOrTx,
  filter: SeriesFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: SeriesRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    seriesQuery(db)
      .where(where)
      // Active series first, the soonest meeting first; then the rest by when they were made.
      .orderBy(
        asc(sql`case when ${oneOnOnes.status} = 'active' then 0 else 1 end`),
        sql`${seriesFacts.nextMeetingAt} asc nulls last`,
        desc(oneOnOnes.createdAt),
        asc(oneOnOnes.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(oneOnOnes)
      .innerJoin(organizer, sameCompany(organizer, oneOnOnes, eq(organizer.id, oneOnOnes.organizerId)))
      .innerJoin(attendee, sameCompany(attendee, oneOnOnes, eq(attendee.id, oneOnOnes.attendeeId)))
      .where(where),
  ]);
  return { rows: rows as SeriesRow[], total: Number(counted?.n ?? 0) };
}

export async function findSeries(db: DbOrTx, companyId: string, id: string): Promise<SeriesRow | undefined> {
  const [row] = await seriesQuery(db)
    .where(and(eq(oneOnOnes.companyId, companyId), eq(oneOnOnes.id, id)))
    .limit(1);
  return row as SeriesRow | undefined;
}

export const meetingsOf = (db: DbOrTx, companyId: string, seriesId: string) =>
  db
    .select({
      id: oneOnOneMeetings.id,
      scheduledAt: oneOnOneMeetings.scheduledAt,
      status: oneOnOneMeetings.status,
    })
    .from(oneOnOneMeetings)
    .where(and(eq(oneOnOneMeetings.companyId, companyId), eq(oneOnOneMeetings.seriesId, seriesId)))
    .orderBy(desc(oneOnOneMeetings.scheduledAt))
    .limit(500);

export async function findMeeting(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(oneOnOneMeetings)
    .where(and(eq(oneOnOneMeetings.companyId, companyId), eq(oneOnOneMeetings.id, id)))
    .limit(1);
  return row;
}

export async function upcomingMeetingOf(db: DbOrTx, companyId: string, seriesId: string) {
  const [row] = await db
    .select()
    .from(oneOnOneMeetings)
    .where(
      and(
        eq(oneOnOneMeetings.companyId, companyId),
        eq(oneOnOneMeetings.seriesId, seriesId),
        eq(oneOnOneMeetings.status, 'upcoming'),
      ),
    )
    .limit(1);
  return row;
}

export const talkingPointsOf = (db: DbOrTx, companyId: string, meetingId: string) =>
  db
    .select({
      id: oneOnOneTalkingPoints.id,
      text: oneOnOneTalkingPoints.text,
      done: oneOnOneTalkingPoints.done,
      carriedOver: oneOnOneTalkingPoints.carriedOver,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
    })
    .from(oneOnOneTalkingPoints)
    .innerJoin(users, sameCompany(users, oneOnOneTalkingPoints, eq(users.id, oneOnOneTalkingPoints.authorId)))
    .where(
      and(eq(oneOnOneTalkingPoints.companyId, companyId), eq(oneOnOneTalkingPoints.meetingId, meetingId)),
    )
    .orderBy(asc(oneOnOneTalkingPoints.position), asc(oneOnOneTalkingPoints.createdAt));

export async function privateNoteOf(db: DbOrTx, companyId: string, meetingId: string, authorId: string) {
  const [row] = await db
    .select({ note: oneOnOnePrivateNotes.note })
    .from(oneOnOnePrivateNotes)
    .where(
      and(
        eq(oneOnOnePrivateNotes.companyId, companyId),
        eq(oneOnOnePrivateNotes.meetingId, meetingId),
        eq(oneOnOnePrivateNotes.authorId, authorId),
      ),
    );
  return row?.note ?? '';
}

export const savePrivateNote = (db: DbOrTx, values: typeof oneOnOnePrivateNotes.$inferInsert) =>
  db
    .insert(oneOnOnePrivateNotes)
    .values(values)
    .onConflictDoUpdate({
      target: [oneOnOnePrivateNotes.companyId, oneOnOnePrivateNotes.meetingId, oneOnOnePrivateNotes.authorId],
      set: { note: values.note, updatedAt: new Date() },
    });

/** The series' open action items, and those done in this meeting. */
export const actionItemsFor = (db: DbOrTx, companyId: string, seriesId: string, meetingId: string) =>
  db
    .select({
      item: oneOnOneActionItems,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
    })
    .from(oneOnOneActionItems)
    .innerJoin(users, sameCompany(users, oneOnOneActionItems, eq(users.id, oneOnOneActionItems.ownerId)))
    .where(
      and(
        eq(oneOnOneActionItems.companyId, companyId),
        eq(oneOnOneActionItems.seriesId, seriesId),
        or(isNull(oneOnOneActionItems.doneAt), eq(oneOnOneActionItems.meetingId, meetingId)),
      ),
    )
    .orderBy(sql`${oneOnOneActionItems.dueDate} asc nulls last`, asc(oneOnOneActionItems.createdAt));

export async function findTalkingPoint(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(oneOnOneTalkingPoints)
    .where(and(eq(oneOnOneTalkingPoints.companyId, companyId), eq(oneOnOneTalkingPoints.id, id)));
  return row;
}

export async function findActionItem(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(oneOnOneActionItems)
    .where(and(eq(oneOnOneActionItems.companyId, companyId), eq(oneOnOneActionItems.id, id)));
  return row;
}

/** The next position on a meeting's agenda. */
export async function nextPointPosition(db: DbOrTx, companyId: string, meetingId: string): Promise<number> {
  const [row] = await db
    .select({ top: sql<number>`coalesce(max(${oneOnOneTalkingPoints.position}), -1)::int` })
    .from(oneOnOneTalkingPoints)
    .where(
      and(eq(oneOnOneTalkingPoints.companyId, companyId), eq(oneOnOneTalkingPoints.meetingId, meetingId)),
    );
  return Number(row?.top ?? -1) + 1;
}

/** Unticked points of one meeting, moved onto the next one's agenda in their order. */
export async function carryOverPoints(
  db: DbOrTx,
  companyId: string,
  fromMeetingId: string,
  toMeetingId: string,
) {
  const open = await db
    .select()
    .from(oneOnOneTalkingPoints)
    .where(
      and(
        eq(oneOnOneTalkingPoints.companyId, companyId),
        eq(oneOnOneTalkingPoints.meetingId, fromMeetingId),
        eq(oneOnOneTalkingPoints.done, false),
      ),
    )
    .orderBy(asc(oneOnOneTalkingPoints.position));
  if (open.length === 0) return 0;
  await db.insert(oneOnOneTalkingPoints).values(
    open.map((point, index) => ({
      companyId,
      meetingId: toMeetingId,
      authorId: point.authorId,
      text: point.text,
      carriedOver: true,
      position: index,
    })),
  );
  return open.length;
}

/** People of the company among these ids who can take part (not deactivated). */
export const activePeople = (db: DbOrTx, companyId: string, ids: readonly string[]) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.companyId, companyId), inArray(users.id, [...ids]), sql`${users.status} <> 'inactive'`),
    );

/** The 1-on-1 log's counts for the whole company, in one statement. */
export async function logSummary(db: DbOrTx, companyId: string, now: Date) {
  const company = tenantConstant(companyId);
  const since = new Date(now.getTime() - 30 * 86_400_000);
  // Hand-written: a one-table select lets drizzle leave its columns unqualified, which the
  // correlated subqueries would read as the meetings' own.
  const result = await db.execute(sql`
    with series as (
      select s.status,
        (select count(*) from performance_one_on_one_meetings m
          where m.company_id = s.company_id and m.series_id = s.id and m.status = 'held'
            and m.scheduled_at >= ${since})::int as held_lately
      from performance_one_on_ones s
      where s.company_id = ${company}
    )
    select count(*) filter (where status = 'active')::int as "activeSeries",
      count(*) filter (where status = 'cancelled')::int as "cancelledSeries",
      coalesce(sum(held_lately), 0)::int as "meetingsHeldLast30Days",
      count(*) filter (where status = 'active' and held_lately = 0)::int as "activeNotMetIn30Days"
    from series`);
  return rowsOf<{
    activeSeries: number;
    cancelledSeries: number;
    meetingsHeldLast30Days: number;
    activeNotMetIn30Days: number;
  }>(result)[0]!;
}
