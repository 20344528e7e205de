import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  INTERVIEW_MESSAGES,
  MAX_SCORECARD_REMINDERS,
  type RemindInterviewersResult,
} from '@atrium/shared/schemas/recruiting/interviews';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { afterCommit } from '../../../db/after-commit.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { loadFacts } from './interview-facts.ts';
import {
  sendCandidateReminder,
  sendScorecardReminderMail,
  type InterviewMailDeps,
} from './interview-mail.ts';
import * as reminders from './interview-reminders.repository.ts';
import * as repository from './interviews.repository.ts';
import type { InterviewerRecord, InterviewRow } from './interviews.repository.ts';
import { nextBusinessDay } from './working-hours.ts';

// The candidate is reminded a day before the interview, once; each interviewer whose scorecard is
// missing an hour after it ends, then every business day, at most MAX_SCORECARD_REMINDERS times.
// Each reminder is a durable job queued when the interview is scheduled or changed; a job finds the
// interview as it now is (a job of an interview since moved or cancelled does nothing), and a sweep
// every five minutes sends any whose job was lost. Row locks and the sent marks make each go once.

export const CANDIDATE_REMINDER_JOB = 'recruiting.interviews.candidate-reminder';
export const SCORECARD_REMINDER_JOB = 'recruiting.interviews.scorecard-reminder';
export const REMINDER_SWEEP_JOB = 'recruiting.interviews.reminder-sweep';

export interface ReminderDeps extends InterviewMailDeps {
  db: Db;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** A job may run a little before its time (clocks of several instances). */
const EARLY = 5 * MINUTE;

/** Whether the candidate's reminder is due now: the latest invitation went more than a day ahead. */
export function isCandidateReminderDue(row: InterviewRow, now: number): boolean {
  const remindAt = row.startsAt.getTime() - DAY;
  return (
    row.status === 'scheduled' &&
    row.candidateRemindedAt === null &&
    row.updatedAt.getTime() <= remindAt &&
    now >= remindAt - EARLY &&
    now < row.startsAt.getTime()
  );
}

const nextScorecardReminder = (row: InterviewRow, person: Pick<InterviewerRecord, 'lastRemindedAt'>) =>
  person.lastRemindedAt ? nextBusinessDay(person.lastRemindedAt.getTime()) : row.endsAt.getTime() + HOUR;

const isPending = (person: InterviewerRecord) =>
  person.scorecardStatus !== 'submitted' && person.remindersSent < MAX_SCORECARD_REMINDERS;

/** Queues, once the write commits, the reminders of the interview as it now is. */
export function queueReminders(tx: DbOrTx, jobs: JobQueue, row: InterviewRow): void {
  if (row.status !== 'scheduled') return;
  const base = { companyId: row.companyId, interviewId: row.id };
  const remindAt = new Date(row.startsAt.getTime() - DAY);
  const scorecardsAt = new Date(row.endsAt.getTime() + HOUR);
  afterCommit(tx, () => {
    const sends = [
      jobs.send(
        SCORECARD_REMINDER_JOB,
        { ...base, endsAt: row.endsAt.toISOString() },
        { runAt: scorecardsAt, singletonKey: `${row.id}:${scorecardsAt.toISOString()}` },
      ),
    ];
    if (row.updatedAt.getTime() <= remindAt.getTime())
      sends.push(
        jobs.send(
          CANDIDATE_REMINDER_JOB,
          { ...base, sequence: row.sequence },
          { runAt: remindAt, singletonKey: `${row.id}:${row.sequence}` },
        ),
      );
    // Not lost: the sweep sends every reminder whose time has passed.
    void Promise.all(sends).catch(() => undefined);
  });
}

/** The candidate's day-before reminder, if still due; `sequence` set, only for that version of the invitation. */
export async function remindCandidate(
  deps: ReminderDeps,
  companyId: string,
  interviewId: string,
  sequence: number | null,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const row = await repository.lockInterview(tx, companyId, interviewId);
    if (!row || (sequence !== null && row.sequence !== sequence)) return false;
    if (!isCandidateReminderDue(row, Date.now())) return false;
    const facts = await loadFacts(tx, companyId, interviewId);
    await sendCandidateReminder(tx, deps, facts!);
    await repository.updateInterview(tx, companyId, interviewId, { candidateRemindedAt: new Date() });
    return true;
  });
}

/**
 * Reminds each interviewer whose scorecard is missing and whose reminder is due, and queues the next
 * run for the soonest one still to come. `endsAt` set: only while the interview still ends then.
 */
export async function remindInterviewers(
  deps: ReminderDeps,
  companyId: string,
  interviewId: string,
  endsAt: string | null,
): Promise<void> {
  const next = await deps.db.transaction(async (tx) => {
    const row = await repository.lockInterview(tx, companyId, interviewId);
    if (!row || row.status !== 'scheduled') return null;
    if (endsAt !== null && row.endsAt.toISOString() !== endsAt) return null;
    const now = Date.now();
    if (now < row.endsAt.getTime() + HOUR - EARLY) return null;
    const facts = (await loadFacts(tx, companyId, interviewId))!;
    const upcoming: number[] = [];
    for (const person of facts.interviewers.filter(isPending)) {
      if (now >= nextScorecardReminder(row, person) - EARLY) {
        await sendScorecardReminderMail(tx, deps, facts, person);
        await reminders.markReminded(tx, companyId, interviewId, person.userId, { counts: true });
        if (person.remindersSent + 1 < MAX_SCORECARD_REMINDERS) upcoming.push(nextBusinessDay(now));
      } else upcoming.push(nextScorecardReminder(row, person));
    }
    return upcoming.length > 0 ? { at: new Date(Math.min(...upcoming)), endsAt: row.endsAt } : null;
  });
  if (next)
    await deps.jobs.send(
      SCORECARD_REMINDER_JOB,
      { companyId, interviewId, endsAt: next.endsAt.toISOString() },
      { runAt: next.at, singletonKey: `${interviewId}:${next.at.toISOString()}` },
    );
}

export async function sweepReminders(deps: ReminderDeps): Promise<void> {
  for (const due of await reminders.overdueCandidateReminders(deps.db))
    await remindCandidate(deps, due.companyId, due.id, null);
  for (const due of await reminders.overdueScorecardReminders(deps.db))
    await remindInterviewers(deps, due.companyId, due.id, null);
}

export function defineReminderJobs(deps: ReminderDeps): void {
  deps.jobs.define({
    name: CANDIDATE_REMINDER_JOB,
    data: z.object({ companyId: z.uuid(), interviewId: z.uuid(), sequence: z.number().int() }),
    retryLimit: 5,
    handler: async ({ companyId, interviewId, sequence }) => {
      await remindCandidate(deps, companyId, interviewId, sequence);
    },
  });
  deps.jobs.define({
    name: SCORECARD_REMINDER_JOB,
    data: z.object({ companyId: z.uuid(), interviewId: z.uuid(), endsAt: z.string() }),
    retryLimit: 5,
    handler: ({ companyId, interviewId, endsAt }) => remindInterviewers(deps, companyId, interviewId, endsAt),
  });
  deps.jobs.define({ name: REMINDER_SWEEP_JOB, data: z.object({}), handler: () => sweepReminders(deps) });
}

/** Once the queue runs: the sweep every five minutes (one instance queues each tick). */
export const scheduleReminderSweep = (jobs: JobQueue) => jobs.schedule(REMINDER_SWEEP_JOB, '*/5 * * * *', {});

/**
 * "Send reminder" by hand: tells each interviewer whose scorecard is missing, now (it does not count
 * towards the automatic ones, and the next automatic one waits a business day). Answers who was told.
 */
export const sendScorecardReminder = (
  deps: InterviewMailDeps & { db: Db },
  request: FastifyRequest | null,
  auth: AuthContext,
  interviewId: string,
): Promise<RemindInterviewersResult> =>
  deps.db.transaction(async (tx) => {
    const row = await repository.lockInterview(tx, auth.companyId, interviewId);
    if (!row) throw notFound('Interview');
    if (row.status === 'cancelled') throw new AppError('CONFLICT', INTERVIEW_MESSAGES.alreadyCancelled);
    if (row.startsAt.getTime() > Date.now()) throw new AppError('CONFLICT', INTERVIEW_MESSAGES.notStarted);
    const facts = (await loadFacts(tx, auth.companyId, interviewId))!;
    const missing = facts.interviewers.filter((person) => person.scorecardStatus !== 'submitted');
    for (const person of missing) {
      await sendScorecardReminderMail(tx, deps, facts, person);
      await reminders.markReminded(tx, auth.companyId, interviewId, person.userId, { counts: false });
    }
    await recordAudit(tx, request, {
      action: 'interview.remind',
      targetType: 'interview',
      targetId: interviewId,
      after: { interviewerIds: missing.map((person) => person.userId) },
    });
    return {
      reminded: missing.map((person) => ({
        id: person.userId,
        name: `${person.firstName} ${person.lastName}`.trim(),
      })),
    };
  });
