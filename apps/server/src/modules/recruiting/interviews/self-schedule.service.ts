import type { FastifyRequest } from 'fastify';
import {
  INTERVIEW_MESSAGES,
  SELF_SCHEDULE_DAYS_AHEAD,
  SELF_SCHEDULE_MESSAGES,
  type SelfScheduleLink,
  type SelfScheduleLinkInput,
  type SelfScheduleLinkState,
  type SelfScheduleLinkSummary,
} from '@atrium/shared/schemas/recruiting/interviews';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { randomToken, safeEqual, sha256 } from '../../../lib/secure-random.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { paragraphsHtml, renderInterviewMail } from './interview-mail-body.ts';
import * as reads from './interview-reads.repository.ts';
import * as repository from './interviews.repository.ts';
import {
  checkInterviewers,
  checkPlanInterview,
  lockActiveApplication,
  scheduleInTransaction,
  type InterviewDeps,
} from './interviews.service.ts';
import * as links from './self-schedule.repository.ts';
import type { SelfScheduleLinkRow } from './self-schedule.repository.ts';
import { freeSlots, knownZone, zonedToInstant, type Span } from './working-hours.ts';
import { isUuid } from '../../../lib/uuid.ts';

// A candidate books an interview themselves: the recruiter picks the interviewers and the length,
// the candidate is mailed a link (its secret kept only as SHA-256), and the page lists the
// interviewers' free slots; the one picked is scheduled as the app schedules (invitations included).

export const BOOKING_PATH = '/interview-booking';
const DAY = 24 * 60 * 60_000;
/** The page offers starts on the half hour: enough choice, a page one can read. */
const BOOKING_GRID_MINUTES = 30;
const MAX_BOOKING_SLOTS = 240;

/** Spent once booked; past its expiry (a revoked link's is the moment of revoking) it opens nothing. */
export const linkState = (row: SelfScheduleLinkRow, now = Date.now()): SelfScheduleLinkState =>
  row.interviewId ? 'booked' : row.expiresAt.getTime() <= now ? 'expired' : 'open';

const nameOf = (first: string, last: string) => `${first} ${last}`.trim();

const toLink = (row: SelfScheduleLinkRow): SelfScheduleLink => ({
  id: row.id,
  applicationId: row.applicationId,
  jobInterviewId: row.jobInterviewId,
  title: row.title,
  durationMinutes: row.durationMinutes,
  interviewerIds: row.interviewerIds,
  location: row.location,
  videoUrl: row.videoUrl,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  interviewId: row.interviewId,
  state: linkState(row),
});

/** Makes the link and mails it to the candidate, in one transaction. */
export function createSelfScheduleLink(
  deps: InterviewDeps,
  request: FastifyRequest,
  auth: AuthContext,
  applicationId: string,
  input: SelfScheduleLinkInput,
): Promise<SelfScheduleLink> {
  return deps.db.transaction(async (tx) => {
    const application = await lockActiveApplication(tx, auth.companyId, applicationId);
    const planName = input.jobInterviewId
      ? await checkPlanInterview(tx, auth.companyId, application, input.jobInterviewId)
      : null;
    await checkInterviewers(tx, auth.companyId, input.interviewerIds);
    const token = randomToken(24);
    const row = await links.insertLink(tx, {
      companyId: auth.companyId,
      applicationId,
      jobInterviewId: input.jobInterviewId,
      title: input.title || planName || 'Interview',
      durationMinutes: input.durationMinutes,
      interviewerIds: input.interviewerIds,
      location: input.location,
      videoUrl: input.videoUrl,
      tokenHash: sha256(token),
      createdById: auth.userId,
      expiresAt: new Date(Date.now() + SELF_SCHEDULE_DAYS_AHEAD * DAY),
    });
    const opened = (await links.findLink(tx, auth.companyId, row.id))!;
    const url = new URL(BOOKING_PATH, deps.config.publicUrl);
    url.search = new URLSearchParams({ c: auth.companyId, l: row.id, t: token }).toString();
    const paragraphs = [
      `Hello ${opened.firstName},`,
      `As the next step for ${opened.jobName}, please choose a time for a ${row.durationMinutes}-minute interview (${row.title}) that suits you. The link works for ${SELF_SCHEDULE_DAYS_AHEAD} days.`,
    ];
    await deps.mailer.keepEmail(tx, {
      to: opened.candidateEmail,
      companyId: auth.companyId,
      subject: `${opened.jobName}: choose a time for your interview`,
      ...renderInterviewMail({
        intro: { html: paragraphsHtml(paragraphs), text: paragraphs.join('\n\n') },
        details: [],
        links: [{ label: 'Choose a time', url: url.toString() }],
      }),
    });
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: application.candidateId,
      applicationId,
      kind: 'interview',
      summary: `Self-scheduling link sent: ${row.title}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'interview.self_schedule_link.create',
      targetType: 'application',
      targetId: applicationId,
      after: { linkId: row.id, interviewerIds: input.interviewerIds },
    });
    return toLink(row);
  });
}

/** The application's links, newest first: their state, whom they offer, who sent them, and when one booked. */
export async function applicationLinks(
  db: DbOrTx,
  auth: AuthContext,
  applicationId: string,
): Promise<SelfScheduleLinkSummary[]> {
  if (!(await reads.findApplication(db, auth.companyId, applicationId))) throw notFound('Application');
  const rows = await links.linksOfApplication(db, auth.companyId, applicationId);
  const people = await reads.peopleOf(db, auth.companyId, [
    ...new Set(rows.flatMap((row) => row.link.interviewerIds)),
  ]);
  const names = new Map(people.map((person) => [person.id, nameOf(person.firstName, person.lastName)]));
  return rows.map((row) => ({
    ...toLink(row.link),
    interviewers: row.link.interviewerIds.map((id) => ({ id, name: names.get(id) ?? 'Former colleague' })),
    sentBy:
      row.link.createdById && row.sentByFirstName !== null
        ? { id: row.link.createdById, name: nameOf(row.sentByFirstName, row.sentByLastName ?? '') }
        : null,
    bookedStartsAt: row.bookedStartsAt?.toISOString() ?? null,
  }));
}

/** Ends an open link at once (its page then says it has expired); a booked or expired one is a conflict. */
export function revokeSelfScheduleLink(
  deps: InterviewDeps,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
): Promise<SelfScheduleLink> {
  return deps.db.transaction(async (tx) => {
    const found = await links.findLink(tx, auth.companyId, id, { lock: true });
    if (!found) throw notFound('Self-scheduling link');
    const state = linkState(found.link);
    if (state !== 'open')
      throw new AppError(
        'CONFLICT',
        state === 'booked' ? SELF_SCHEDULE_MESSAGES.alreadyBooked : SELF_SCHEDULE_MESSAGES.alreadyExpired,
      );
    const row = await links.expireNow(tx, auth.companyId, id);
    await recordActivity(tx, {
      companyId: auth.companyId,
      candidateId: found.candidateId,
      applicationId: row.applicationId,
      kind: 'interview',
      summary: `Self-scheduling link revoked: ${row.title}`,
      actorId: auth.userId,
    });
    await recordAudit(tx, request, {
      action: 'interview.self_schedule_link.revoke',
      targetType: 'application',
      targetId: row.applicationId,
      before: { linkId: id, expiresAt: found.link.expiresAt.toISOString() },
      after: { linkId: id, expiresAt: row.expiresAt.toISOString() },
    });
    return toLink(row);
  });
}

export interface BookingAddress {
  c?: string;
  l?: string;
  t?: string;
}

export type OpenedBooking = NonNullable<Awaited<ReturnType<typeof links.findLink>>> & {
  state: 'open' | 'booked' | 'expired';
};

/** The link an address names, if its secret matches; an unknown one and a wrong secret look alike. */
export async function openBooking(
  db: DbOrTx,
  address: BookingAddress,
  options = { lock: false },
): Promise<OpenedBooking | null> {
  const { c, l, t } = address;
  if (!c || !l || !t || !isUuid(c) || !isUuid(l)) return null;
  const found = await links.findLink(db, c, l, options);
  if (!found || !safeEqual(found.link.tokenHash, sha256(t))) return null;
  return { ...found, state: linkState(found.link) };
}

/** The slots the page offers: from tomorrow (the company's day) to the link's horizon, free for all. */
export async function bookableSlots(db: DbOrTx, opened: OpenedBooking): Promise<Span[]> {
  const { link } = opened;
  const zone = knownZone(opened.companyZone);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const from = zonedToInstant(Date.parse(`${today}T00:00:00Z`) + DAY, zone);
  const to = from + SELF_SCHEDULE_DAYS_AHEAD * DAY;
  const people = await reads.peopleOf(db, link.companyId, link.interviewerIds);
  const busy = await reads.busyTimes(db, link.companyId, link.interviewerIds, {
    from: new Date(from),
    to: new Date(to),
  });
  const slots = freeSlots(
    people.map((person) => ({
      zone: knownZone(person.timezone),
      busy: busy
        .filter((span) => span.userId === person.id)
        .map((span) => ({ start: span.start.getTime(), end: span.end.getTime() })),
    })),
    { from, to, notBefore: Date.now() },
    link.durationMinutes,
    MAX_BOOKING_SLOTS * (BOOKING_GRID_MINUTES / 15),
  );
  return slots
    .filter((slot) => slot.start % (BOOKING_GRID_MINUTES * 60_000) === 0)
    .slice(0, MAX_BOOKING_SLOTS);
}

export type BookingResult =
  { ok: true; opened: OpenedBooking } | { ok: false; opened: OpenedBooking | null; message?: string };

/**
 * Books the slot: in one transaction with the link locked and the interviewers held, the slot is
 * checked free again, the interview scheduled (invitations to all) and the link spent.
 */
export async function book(
  deps: InterviewDeps,
  address: BookingAddress,
  slotStart: string,
): Promise<BookingResult> {
  return deps.db.transaction(async (tx) => {
    const opened = await openBooking(tx, address, { lock: true });
    if (!opened || opened.state !== 'open') return { ok: false, opened };
    const { link } = opened;
    await links.holdPeople(tx, link.companyId, link.interviewerIds);
    const start = Date.parse(slotStart);
    const isFree = (await bookableSlots(tx, opened)).some((slot) => slot.start === start);
    if (!isFree) return { ok: false, opened, message: INTERVIEW_MESSAGES.slotTaken };
    const interview = await scheduleInTransaction(
      tx,
      deps,
      { companyId: link.companyId, userId: null, request: null, organizerId: link.createdById },
      {
        applicationId: link.applicationId,
        jobInterviewId: link.jobInterviewId,
        title: link.title,
        startsAt: new Date(start).toISOString(),
        endsAt: new Date(start + link.durationMinutes * 60_000).toISOString(),
        interviewerIds: link.interviewerIds,
        location: link.location,
        videoUrl: link.videoUrl,
        notes: '',
      },
    );
    await links.markBooked(tx, link.companyId, link.id, interview.id);
    return { ok: true, opened: { ...opened, link: { ...link, interviewId: interview.id }, state: 'booked' } };
  });
}

/** The interview a spent link booked: its time, for the page that says so. */
export async function bookedInterview(db: DbOrTx, opened: OpenedBooking) {
  if (!opened.link.interviewId) return null;
  return repository.findInterviewRecord(db, opened.link.companyId, opened.link.interviewId);
}
