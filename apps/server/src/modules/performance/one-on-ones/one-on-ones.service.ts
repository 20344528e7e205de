import { and, eq } from 'drizzle-orm';
import type {
  ActionItem,
  MeetingDetail,
  OneOnOne,
  OneOnOneDetail,
  OneOnOneListQuery,
  OneOnOneLog,
  OneOnOneLogQuery,
  OneOnOnePerson,
} from '@atrium/shared/schemas/performance/one-on-ones';
import { ONE_ON_ONE_MESSAGES } from '@atrium/shared/schemas/performance/one-on-ones';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  oneOnOneActionItems,
  oneOnOneMeetings,
  oneOnOnes,
  oneOnOneTalkingPoints,
  oneOnOneTemplates,
} from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { reportsOf } from '../../platform/reporting-line/reporting-line.repository.ts';
import { widestScope } from '../access/scope.ts';
import { nextOccurrence, type SeriesClock } from './meeting-schedule.ts';
import { sendSeriesInvitation, type InvitationDeps } from './one-on-one-invitations.ts';
import * as repository from './one-on-ones.repository.ts';
import type { SeriesPerson, SeriesRow } from './one-on-ones.repository.ts';

// Who may do what with a series: its two people always (with the permission at any scope); a
// manager over either of them with the team scope; anyone with the all scope. What a meeting holds
// (agenda, notes, action items) only ever reaches its two people: HR sees that 1-on-1s happen, never
// what is said in them.

type Family = 'view' | 'create' | 'edit' | 'delete' | 'cancel';
const PERMISSION_BASE = (family: Family) => `prf.module.one_on_ones.meeting.${family}`;

const isParticipant = (row: SeriesRow, userId: string) =>
  row.series.organizerId === userId || row.series.attendeeId === userId;

async function mayReach(db: DbOrTx, auth: AuthContext, family: Family, row: SeriesRow): Promise<boolean> {
  const scope = widestScope(auth.permissions, PERMISSION_BASE(family));
  if (!scope) return false;
  if (isParticipant(row, auth.userId) || scope === 'all') return true;
  if (scope !== 'team') return false;
  const team = new Set(await reportsOf(db, auth.companyId, auth.userId));
  return team.has(row.series.organizerId) || team.has(row.series.attendeeId);
}

/** The series, when the caller may reach it for `family`; 404 when they may not even see it. */
async function reachableSeries(
  db: DbOrTx,
  auth: AuthContext,
  id: string,
  family: Family,
): Promise<SeriesRow> {
  const row = await repository.findSeries(db, auth.companyId, id);
  if (!row || !(await mayReach(db, auth, 'view', row))) throw notFound('1-on-1');
  if (family !== 'view' && !(await mayReach(db, auth, family, row)))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  return row;
}

const clockOf = (series: SeriesRow['series']): SeriesClock => ({
  cadence: series.cadence,
  startDate: series.startDate,
  startTime: series.startTime,
  timezone: series.timezone,
  durationMinutes: series.durationMinutes,
});

const toPerson = (person: SeriesPerson): OneOnOnePerson => ({
  id: person.id,
  name: `${person.firstName} ${person.lastName}`,
  jobTitle: person.jobTitle,
  avatarUrl: person.avatarUrl,
});

function toOneOnOne(row: SeriesRow, viewerId: string): OneOnOne {
  const people = [row.organizer, row.attendee];
  // The caller first when they are one of the two.
  if (row.attendee.id === viewerId) people.reverse();
  return {
    id: row.series.id,
    cadence: row.series.cadence,
    startDate: row.series.startDate,
    startTime: row.series.startTime,
    timezone: row.series.timezone,
    durationMinutes: row.series.durationMinutes,
    status: row.series.status,
    organizer: toPerson(row.organizer),
    participants: people.map(toPerson),
    isParticipant: isParticipant(row, viewerId),
    nextMeeting:
      row.nextMeetingId && row.nextMeetingAt
        ? { id: row.nextMeetingId, scheduledAt: row.nextMeetingAt.toISOString(), status: 'upcoming' }
        : null,
    lastHeldAt: row.lastHeldAt?.toISOString() ?? null,
    meetingsHeld: row.meetingsHeld,
    openActionItems: row.openActionItems,
    createdAt: row.series.createdAt.toISOString(),
  };
}

export async function listOneOnOnes(
  db: DbOrTx,
  auth: AuthContext,
  query: OneOnOneListQuery,
): Promise<Paged<OneOnOne>> {
  const scope = widestScope(auth.permissions, PERMISSION_BASE('view'));
  const allowed =
    query.view === 'mine' || (query.view === 'team' ? scope === 'team' || scope === 'all' : scope === 'all');
  if (!allowed) throw new AppError('FORBIDDEN', 'You do not have permission to see these 1-on-1s.');
  const involving =
    query.view === 'mine'
      ? [auth.userId]
      : query.view === 'team'
        ? await reportsOf(db, auth.companyId, auth.userId)
        : undefined;
  if (involving && involving.length === 0) return pageOf([], 0, query);
  const { rows, total } = await repository.listSeries(
    db,
    { companyId: auth.companyId, involving, status: query.status, search: query.search },
    { limit: query.limit, offset: offsetOf(query) },
  );
  return pageOf(
    rows.map((row) => toOneOnOne(row, auth.userId)),
    total,
    query,
  );
}

/** The 1-on-1 log: every series of the company with its counts and dates, never what was said. */
export async function oneOnOneLog(
  db: DbOrTx,
  auth: AuthContext,
  query: OneOnOneLogQuery,
): Promise<OneOnOneLog> {
  const [{ rows, total }, summary] = await Promise.all([
    repository.listSeries(
      db,
      { companyId: auth.companyId, status: query.status, search: query.search },
      { limit: query.limit, offset: offsetOf(query) },
    ),
    repository.logSummary(db, auth.companyId, new Date()),
  ]);
  return {
    ...pageOf(
      rows.map((row) => toOneOnOne(row, auth.userId)),
      total,
      query,
    ),
    summary,
  };
}

export async function getOneOnOne(db: DbOrTx, auth: AuthContext, id: string): Promise<OneOnOneDetail> {
  const row = await reachableSeries(db, auth, id, 'view');
  const meetings = await repository.meetingsOf(db, auth.companyId, id);
  return {
    ...toOneOnOne(row, auth.userId),
    meetings: meetings.map((meeting) => ({
      id: meeting.id,
      scheduledAt: meeting.scheduledAt.toISOString(),
      status: meeting.status,
    })),
  };
}

const futureOnly = () =>
  new AppError('VALIDATION_FAILED', 'Choose a day and time still to come', {
    errors: [{ path: 'startDate', message: 'Choose a day and time still to come' }],
  });

export async function createOneOnOne(
  db: Db,
  deps: InvitationDeps,
  auth: AuthContext,
  input: SeriesClock & { withUserId: string; templateId?: string | null },
): Promise<OneOnOneDetail> {
  if (input.withUserId === auth.userId)
    throw new AppError('VALIDATION_FAILED', ONE_ON_ONE_MESSAGES.withSelf, {
      errors: [{ path: 'withUserId', message: ONE_ON_ONE_MESSAGES.withSelf }],
    });
  const [colleague] = await repository.activePeople(db, auth.companyId, [input.withUserId]);
  if (!colleague)
    throw new AppError('VALIDATION_FAILED', 'Colleague not found', {
      errors: [{ path: 'withUserId', message: 'Colleague not found' }],
    });
  const clock: SeriesClock = {
    cadence: input.cadence,
    startDate: input.startDate,
    startTime: input.startTime,
    timezone: input.timezone,
    durationMinutes: input.durationMinutes,
  };
  const first = nextOccurrence(clock, new Date(), true);
  if (!first) throw futureOnly();
  const template = input.templateId
    ? (
        await db
          .select()
          .from(oneOnOneTemplates)
          .where(
            and(eq(oneOnOneTemplates.companyId, auth.companyId), eq(oneOnOneTemplates.id, input.templateId)),
          )
      )[0]
    : undefined;
  if (input.templateId && (!template || !template.isActive))
    throw new AppError('VALIDATION_FAILED', 'Template not found', {
      errors: [{ path: 'templateId', message: 'Template not found' }],
    });
  const id = await db.transaction(async (tx) => {
    const [series] = await tx
      .insert(oneOnOnes)
      .values({ companyId: auth.companyId, organizerId: auth.userId, attendeeId: input.withUserId, ...clock })
      .returning();
    const [meeting] = await tx
      .insert(oneOnOneMeetings)
      .values({ companyId: auth.companyId, seriesId: series!.id, scheduledAt: first })
      .returning();
    if (template)
      await tx.insert(oneOnOneTalkingPoints).values(
        template.talkingPoints.map((text, position) => ({
          companyId: auth.companyId,
          meetingId: meeting!.id,
          authorId: auth.userId,
          text,
          position,
        })),
      );
    const row = (await repository.findSeries(tx, auth.companyId, series!.id))!;
    await sendSeriesInvitation(
      tx,
      deps,
      { id: series!.id, companyId: auth.companyId, sequence: 0, clock },
      row,
      'REQUEST',
    );
    return series!.id;
  });
  return getOneOnOne(db, auth, id);
}

export async function updateOneOnOne(
  db: Db,
  deps: InvitationDeps,
  auth: AuthContext,
  id: string,
  patch: Partial<SeriesClock>,
): Promise<OneOnOneDetail> {
  const row = await reachableSeries(db, auth, id, 'edit');
  if (row.series.status === 'cancelled') throw new AppError('CONFLICT', 'This 1-on-1 is cancelled.');
  const clock: SeriesClock = { ...clockOf(row.series), ...patch };
  const next = nextOccurrence(clock, new Date(), true);
  if (!next) throw futureOnly();
  await db.transaction(async (tx) => {
    const sequence = row.series.invitationSequence + 1;
    await tx
      .update(oneOnOnes)
      .set({ ...clock, invitationSequence: sequence, updatedAt: new Date() })
      .where(and(eq(oneOnOnes.companyId, auth.companyId), eq(oneOnOnes.id, id)));
    const upcoming = await repository.upcomingMeetingOf(tx, auth.companyId, id);
    if (upcoming)
      await tx
        .update(oneOnOneMeetings)
        .set({ scheduledAt: next })
        .where(and(eq(oneOnOneMeetings.companyId, auth.companyId), eq(oneOnOneMeetings.id, upcoming.id)));
    else
      await tx
        .insert(oneOnOneMeetings)
        .values({ companyId: auth.companyId, seriesId: id, scheduledAt: next });
    await sendSeriesInvitation(tx, deps, { id, companyId: auth.companyId, sequence, clock }, row, 'REQUEST');
  });
  return getOneOnOne(db, auth, id);
}

export async function cancelOneOnOne(db: Db, deps: InvitationDeps, auth: AuthContext, id: string) {
  const row = await reachableSeries(db, auth, id, 'cancel');
  if (row.series.status === 'cancelled') throw new AppError('CONFLICT', 'This 1-on-1 is already cancelled.');
  await db.transaction(async (tx) => {
    const sequence = row.series.invitationSequence + 1;
    await tx
      .update(oneOnOnes)
      .set({ status: 'cancelled', invitationSequence: sequence, updatedAt: new Date() })
      .where(and(eq(oneOnOnes.companyId, auth.companyId), eq(oneOnOnes.id, id)));
    await tx
      .update(oneOnOneMeetings)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(oneOnOneMeetings.companyId, auth.companyId),
          eq(oneOnOneMeetings.seriesId, id),
          eq(oneOnOneMeetings.status, 'upcoming'),
        ),
      );
    await sendSeriesInvitation(
      tx,
      deps,
      { id, companyId: auth.companyId, sequence, clock: clockOf(row.series) },
      row,
      'CANCEL',
    );
  });
  return getOneOnOne(db, auth, id);
}

export async function deleteOneOnOne(db: Db, deps: InvitationDeps, auth: AuthContext, id: string) {
  const row = await reachableSeries(db, auth, id, 'delete');
  await db.transaction(async (tx) => {
    if (row.series.status === 'active')
      await sendSeriesInvitation(
        tx,
        deps,
        {
          id,
          companyId: auth.companyId,
          sequence: row.series.invitationSequence + 1,
          clock: clockOf(row.series),
        },
        row,
        'CANCEL',
      );
    await tx.delete(oneOnOnes).where(and(eq(oneOnOnes.companyId, auth.companyId), eq(oneOnOnes.id, id)));
  });
}

// A meeting's content: its two people only.

async function participantMeeting(db: DbOrTx, auth: AuthContext, meetingId: string) {
  const meeting = await repository.findMeeting(db, auth.companyId, meetingId);
  if (!meeting) throw notFound('Meeting');
  const row = await repository.findSeries(db, auth.companyId, meeting.seriesId);
  if (!row || !(await mayReach(db, auth, 'view', row))) throw notFound('Meeting');
  if (!isParticipant(row, auth.userId)) throw new AppError('FORBIDDEN', ONE_ON_ONE_MESSAGES.contentPrivate);
  return { meeting, row };
}

async function writableMeeting(db: DbOrTx, auth: AuthContext, meetingId: string) {
  const found = await participantMeeting(db, auth, meetingId);
  if (found.meeting.status === 'cancelled' || found.row.series.status === 'cancelled')
    throw new AppError('CONFLICT', 'This meeting is cancelled; its agenda and notes can no longer change.');
  return found;
}

const toActionItem = (entry: Awaited<ReturnType<typeof repository.actionItemsFor>>[number]): ActionItem => ({
  id: entry.item.id,
  text: entry.item.text,
  owner: { id: entry.item.ownerId, name: `${entry.ownerFirstName} ${entry.ownerLastName}` },
  dueDate: entry.item.dueDate,
  doneAt: entry.item.doneAt?.toISOString() ?? null,
  meetingId: entry.item.meetingId,
});

export async function getMeeting(db: DbOrTx, auth: AuthContext, meetingId: string): Promise<MeetingDetail> {
  const { meeting, row } = await participantMeeting(db, auth, meetingId);
  const [points, privateNote, actionItems] = await Promise.all([
    repository.talkingPointsOf(db, auth.companyId, meeting.id),
    repository.privateNoteOf(db, auth.companyId, meeting.id, auth.userId),
    repository.actionItemsFor(db, auth.companyId, meeting.seriesId, meeting.id),
  ]);
  return {
    id: meeting.id,
    seriesId: meeting.seriesId,
    scheduledAt: meeting.scheduledAt.toISOString(),
    status: meeting.status,
    durationMinutes: row.series.durationMinutes,
    talkingPoints: points.map((point) => ({
      id: point.id,
      text: point.text,
      done: point.done,
      carriedOver: point.carriedOver,
      author: { id: point.authorId, name: `${point.authorFirstName} ${point.authorLastName}` },
    })),
    sharedNotes: meeting.sharedNotes,
    privateNote,
    actionItems: actionItems.map(toActionItem),
  };
}

export async function addTalkingPoint(db: Db, auth: AuthContext, meetingId: string, text: string) {
  await writableMeeting(db, auth, meetingId);
  const position = await repository.nextPointPosition(db, auth.companyId, meetingId);
  await db
    .insert(oneOnOneTalkingPoints)
    .values({ companyId: auth.companyId, meetingId, authorId: auth.userId, text, position });
  return getMeeting(db, auth, meetingId);
}

export async function updateTalkingPoint(
  db: Db,
  auth: AuthContext,
  id: string,
  patch: { text?: string; done?: boolean },
) {
  const point = await repository.findTalkingPoint(db, auth.companyId, id);
  if (!point) throw notFound('Talking point');
  await writableMeeting(db, auth, point.meetingId);
  await db
    .update(oneOnOneTalkingPoints)
    .set(patch)
    .where(and(eq(oneOnOneTalkingPoints.companyId, auth.companyId), eq(oneOnOneTalkingPoints.id, id)));
  return getMeeting(db, auth, point.meetingId);
}

export async function deleteTalkingPoint(db: Db, auth: AuthContext, id: string) {
  const point = await repository.findTalkingPoint(db, auth.companyId, id);
  if (!point) throw notFound('Talking point');
  await writableMeeting(db, auth, point.meetingId);
  await db
    .delete(oneOnOneTalkingPoints)
    .where(and(eq(oneOnOneTalkingPoints.companyId, auth.companyId), eq(oneOnOneTalkingPoints.id, id)));
  return getMeeting(db, auth, point.meetingId);
}

export async function saveSharedNotes(db: Db, auth: AuthContext, meetingId: string, notes: string) {
  await writableMeeting(db, auth, meetingId);
  await db
    .update(oneOnOneMeetings)
    .set({ sharedNotes: notes })
    .where(and(eq(oneOnOneMeetings.companyId, auth.companyId), eq(oneOnOneMeetings.id, meetingId)));
  return getMeeting(db, auth, meetingId);
}

export async function savePrivateNote(db: Db, auth: AuthContext, meetingId: string, note: string) {
  // Private notes stay writable on a cancelled meeting: they are the author's own.
  await participantMeeting(db, auth, meetingId);
  await repository.savePrivateNote(db, { companyId: auth.companyId, meetingId, authorId: auth.userId, note });
  return getMeeting(db, auth, meetingId);
}

const ownerOutside = () =>
  new AppError('VALIDATION_FAILED', 'Choose one of the two people in this 1-on-1', {
    errors: [{ path: 'ownerId', message: 'Choose one of the two people in this 1-on-1' }],
  });

export async function addActionItem(
  db: Db,
  auth: AuthContext,
  meetingId: string,
  input: { text: string; ownerId: string; dueDate?: string | null },
) {
  const { meeting, row } = await writableMeeting(db, auth, meetingId);
  if (!isParticipant(row, input.ownerId)) throw ownerOutside();
  await db.insert(oneOnOneActionItems).values({
    companyId: auth.companyId,
    seriesId: meeting.seriesId,
    meetingId,
    ownerId: input.ownerId,
    text: input.text,
    dueDate: input.dueDate ?? null,
  });
  return getMeeting(db, auth, meetingId);
}

/** Changes an action item, answering the meeting it is shown in (`meetingId`, else where it was raised). */
export async function updateActionItem(
  db: Db,
  auth: AuthContext,
  id: string,
  patch: { text?: string; ownerId?: string; dueDate?: string | null; done?: boolean },
  shownIn?: string,
) {
  const item = await repository.findActionItem(db, auth.companyId, id);
  if (!item) throw notFound('Action item');
  const { row } = await writableMeeting(db, auth, shownIn ?? item.meetingId);
  if (row.series.id !== item.seriesId) throw notFound('Action item');
  if (patch.ownerId && !isParticipant(row, patch.ownerId)) throw ownerOutside();
  const { done, ...fields } = patch;
  await db
    .update(oneOnOneActionItems)
    .set({ ...fields, ...(done === undefined ? {} : { doneAt: done ? new Date() : null }) })
    .where(and(eq(oneOnOneActionItems.companyId, auth.companyId), eq(oneOnOneActionItems.id, id)));
  return getMeeting(db, auth, shownIn ?? item.meetingId);
}

export async function deleteActionItem(db: Db, auth: AuthContext, id: string) {
  const item = await repository.findActionItem(db, auth.companyId, id);
  if (!item) throw notFound('Action item');
  await writableMeeting(db, auth, item.meetingId);
  await db
    .delete(oneOnOneActionItems)
    .where(and(eq(oneOnOneActionItems.companyId, auth.companyId), eq(oneOnOneActionItems.id, id)));
}

/** Marks a meeting held and schedules the next, carrying over the points nobody ticked off. */
export async function completeMeeting(db: Db, auth: AuthContext, meetingId: string) {
  const { meeting, row } = await writableMeeting(db, auth, meetingId);
  if (meeting.status !== 'upcoming') throw new AppError('CONFLICT', 'This meeting is already held.');
  const next = nextOccurrence(clockOf(row.series), meeting.scheduledAt);
  const nextId = await db.transaction(async (tx) => {
    await tx
      .update(oneOnOneMeetings)
      .set({ status: 'held', heldAt: new Date() })
      .where(and(eq(oneOnOneMeetings.companyId, auth.companyId), eq(oneOnOneMeetings.id, meetingId)));
    if (!next) return null;
    const [created] = await tx
      .insert(oneOnOneMeetings)
      .values({ companyId: auth.companyId, seriesId: row.series.id, scheduledAt: next })
      .returning();
    await repository.carryOverPoints(tx, auth.companyId, meetingId, created!.id);
    return created!.id;
  });
  return { held: await getMeeting(db, auth, meetingId), nextMeetingId: nextId };
}
