import {
  INTERVIEW_MESSAGES,
  MAX_AVAILABILITY_DAYS,
  MAX_SLOT_SUGGESTIONS,
  WORKING_HOURS,
  type ApplicationInterviews,
  type Availability,
  type Interview,
} from '@atrium/shared/schemas/recruiting/interviews';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { toInterview, toInterviews } from './interview-facts.ts';
import * as reads from './interview-reads.repository.ts';
import * as repository from './interviews.repository.ts';
import { freeSlots, knownZone, zonedToInstant } from './working-hours.ts';

const DAY = 24 * 60 * 60_000;

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

export async function getInterview(db: DbOrTx, auth: AuthContext, id: string): Promise<Interview> {
  const record = await repository.findInterviewRecord(db, auth.companyId, id);
  if (!record) throw notFound('Interview');
  return toInterview(record, await repository.interviewersOf(db, auth.companyId, [id]));
}

/** Every interview of the application (cancelled too, by start), and its stage's plan interviews still to schedule. */
export async function applicationInterviews(
  db: DbOrTx,
  auth: AuthContext,
  applicationId: string,
): Promise<ApplicationInterviews> {
  const application = await reads.findApplication(db, auth.companyId, applicationId);
  if (!application) throw notFound('Application');
  const records = await reads.interviewsOfApplication(db, auth.companyId, applicationId);
  const toSchedule = application.stageId
    ? await reads.unscheduledPlanInterviews(db, auth.companyId, {
        ...application,
        stageId: application.stageId,
      })
    : [];
  return { scheduled: await toInterviews(db, auth.companyId, records), toSchedule };
}

/** The start of today where the person is. */
function startOfToday(zone: string): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: knownZone(zone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return new Date(zonedToInstant(Date.parse(`${parts}T00:00:00Z`), knownZone(zone)));
}

/** The signed-in person's interviews as an interviewer (cancelled ones left out). */
export async function myInterviews(
  db: DbOrTx,
  auth: AuthContext,
  query: { when: 'upcoming' | 'past'; limit: number },
): Promise<Interview[]> {
  const [me] = await reads.peopleOf(db, auth.companyId, [auth.userId]);
  const records = await reads.interviewsOf(db, auth.companyId, auth.userId, {
    ...query,
    since: startOfToday(me?.timezone ?? 'UTC'),
  });
  return toInterviews(db, auth.companyId, records);
}

/**
 * The people's busy times between two instants (their other live interviews), their working hours
 * (9–17, Monday to Friday, in each one's own zone), and the first slots that suit all of them.
 */
export async function availability(
  db: DbOrTx,
  auth: AuthContext,
  query: {
    userIds: string[];
    from: string;
    to: string;
    durationMinutes: number;
    excludeInterviewId?: string;
  },
): Promise<Availability> {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  if (to <= from) throw fieldError('to', INTERVIEW_MESSAGES.endBeforeStart);
  if (to - from > MAX_AVAILABILITY_DAYS * DAY) throw fieldError('to', INTERVIEW_MESSAGES.rangeTooLong);
  const ids = [...new Set(query.userIds)];
  const people = await reads.peopleOf(db, auth.companyId, ids);
  if (people.length !== ids.length || people.some((person) => person.status !== 'active'))
    throw fieldError('userIds', INTERVIEW_MESSAGES.interviewerNotFound);
  const busy = await reads.busyTimes(db, auth.companyId, ids, {
    from: new Date(from),
    to: new Date(to),
    excludeInterviewId: query.excludeInterviewId,
  });
  const ordered = ids.map((id) => people.find((person) => person.id === id)!);
  const busyOf = (userId: string) => busy.filter((span) => span.userId === userId);
  const suggestions = freeSlots(
    ordered.map((person) => ({
      zone: knownZone(person.timezone),
      busy: busyOf(person.id).map((span) => ({ start: span.start.getTime(), end: span.end.getTime() })),
    })),
    { from, to, notBefore: Date.now() },
    query.durationMinutes,
    MAX_SLOT_SUGGESTIONS,
  );
  return {
    people: ordered.map((person) => ({
      userId: person.id,
      name: `${person.firstName} ${person.lastName}`.trim(),
      timezone: person.timezone,
      workingHours: { startHour: WORKING_HOURS.startHour, endHour: WORKING_HOURS.endHour },
      busy: busyOf(person.id).map((span) => ({
        start: span.start.toISOString(),
        end: span.end.toISOString(),
        title: span.title,
      })),
    })),
    suggestions: suggestions.map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    })),
  };
}
