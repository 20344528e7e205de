import type { FastifyRequest } from 'fastify';
import {
  INTERVIEW_MESSAGES,
  type Interview,
  type RsvpAnswer,
  type ScheduleInterviewInput,
  type UpdateInterviewInput,
} from '@atrium/shared/schemas/recruiting/interviews';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { recordActivity } from '../candidates/candidate-activity.ts';
import { loadFacts, toInterview } from './interview-facts.ts';
import {
  sendInvitations,
  sendRemovalNotices,
  type InterviewFacts,
  type InterviewMailDeps,
} from './interview-mail.ts';
import { queueReminders } from './interview-reminders.ts';
import * as repository from './interviews.repository.ts';
import type { InterviewRow } from './interviews.repository.ts';
import { formatSpanInZone } from './working-hours.ts';

export interface InterviewDeps extends InterviewMailDeps {
  db: Db;
  jobs: JobQueue;
}

/** Who acted: a signed-in user (their request audited), or a candidate booking a slot themselves. */
export interface Actor {
  companyId: string;
  userId: string | null;
  request: FastifyRequest | null;
  /** Whom attendees' calendars answer (ORGANIZER): the actor unless named (the link's recruiter). */
  organizerId?: string | null;
}

export const actorOf = (request: FastifyRequest, auth: AuthContext): Actor => ({
  companyId: auth.companyId,
  userId: auth.userId,
  request,
});

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });

export async function checkInterviewers(tx: DbOrTx, companyId: string, ids: readonly string[]) {
  const active = await repository.activeUserIds(tx, companyId, ids);
  if (ids.some((id) => !active.has(id)))
    throw fieldError('interviewerIds', INTERVIEW_MESSAGES.interviewerNotFound);
}

function checkFuture(startsAt: Date) {
  if (startsAt.getTime() <= Date.now()) throw fieldError('startsAt', INTERVIEW_MESSAGES.startsInPast);
}

/** A plan interview of the application's job, in its current stage; answers its name. */
export async function checkPlanInterview(
  tx: DbOrTx,
  companyId: string,
  application: { jobId: string; stageId: string | null },
  jobInterviewId: string,
) {
  const planned = await repository.findJobInterview(tx, companyId, jobInterviewId);
  if (!planned || planned.jobId !== application.jobId)
    throw fieldError('jobInterviewId', INTERVIEW_MESSAGES.notInPlan);
  if (planned.stageId !== application.stageId)
    throw fieldError('jobInterviewId', INTERVIEW_MESSAGES.notInCurrentStage);
  return planned.name;
}

/** The application, locked; not active is a field error of a new interview, a conflict of a change. */
export async function lockActiveApplication(
  tx: DbOrTx,
  companyId: string,
  applicationId: string,
  options = { isNew: true },
) {
  const application = await repository.lockApplication(tx, companyId, applicationId);
  if (!application) throw notFound('Application');
  if (application.status !== 'active' || !application.stageId)
    throw options.isNew
      ? fieldError('applicationId', INTERVIEW_MESSAGES.applicationNotActive)
      : new AppError('CONFLICT', INTERVIEW_MESSAGES.applicationNotActive);
  return { ...application, stageId: application.stageId };
}

const whenOf = (facts: InterviewFacts) =>
  formatSpanInZone(facts.record.interview.startsAt, facts.record.interview.endsAt, facts.company.timezone);

async function feed(tx: DbOrTx, actor: Actor, facts: InterviewFacts, summary: string, body?: string) {
  await recordActivity(tx, {
    companyId: actor.companyId,
    candidateId: facts.record.candidateId,
    applicationId: facts.record.interview.applicationId,
    kind: 'interview',
    summary,
    body: body ?? null,
    actorId: actor.userId,
  });
}

const snapshot = (row: InterviewRow, interviewerIds: readonly string[]) => ({
  applicationId: row.applicationId,
  title: row.title,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  location: row.location,
  videoUrl: row.videoUrl,
  interviewerIds,
  sequence: row.sequence,
});

const answerOf = (facts: InterviewFacts) => toInterview(facts.record, facts.interviewers);

/**
 * Schedules an interview of an active application and sends its invitation to every interviewer and
 * the candidate, all in one transaction (the mail is kept with the interview, sent after the commit).
 */
export const scheduleInterview = (deps: InterviewDeps, actor: Actor, input: ScheduleInterviewInput) =>
  deps.db.transaction((tx) => scheduleInTransaction(tx, deps, actor, input));

/** scheduleInterview inside the caller's transaction (a candidate's booking spends their link in it). */
export async function scheduleInTransaction(
  tx: DbOrTx,
  deps: InterviewDeps,
  actor: Actor,
  input: ScheduleInterviewInput,
): Promise<Interview> {
  const application = await lockActiveApplication(tx, actor.companyId, input.applicationId);
  const startsAt = new Date(input.startsAt);
  checkFuture(startsAt);
  const planName = input.jobInterviewId
    ? await checkPlanInterview(tx, actor.companyId, application, input.jobInterviewId)
    : null;
  await checkInterviewers(tx, actor.companyId, input.interviewerIds);
  const row = await repository.insertInterview(tx, {
    companyId: actor.companyId,
    applicationId: application.id,
    stageId: application.stageId,
    jobInterviewId: input.jobInterviewId,
    title: input.title || planName || 'Interview',
    startsAt,
    endsAt: new Date(input.endsAt),
    location: input.location,
    videoUrl: input.videoUrl,
    notes: input.notes,
    organizerId: actor.organizerId === undefined ? actor.userId : actor.organizerId,
  });
  await repository.addInterviewers(tx, actor.companyId, row.id, input.interviewerIds);
  const facts = (await loadFacts(tx, actor.companyId, row.id))!;
  await sendInvitations(tx, deps, facts, { method: 'REQUEST' });
  await feed(tx, actor, facts, `Interview scheduled: ${row.title}, ${whenOf(facts)}`);
  await recordAudit(tx, actor.request, {
    action: 'interview.schedule',
    companyId: actor.companyId,
    targetType: 'interview',
    targetId: row.id,
    after: snapshot(row, input.interviewerIds),
  });
  queueReminders(tx, deps.jobs, row);
  return answerOf(facts);
}

async function lockLiveInterview(tx: DbOrTx, companyId: string, id: string) {
  const row = await repository.lockInterview(tx, companyId, id);
  if (!row) throw notFound('Interview');
  if (row.status === 'cancelled') throw new AppError('CONFLICT', INTERVIEW_MESSAGES.alreadyCancelled);
  return row;
}

/**
 * Changes an interview (time, interviewers, place, link, notes): the same invitation with a higher
 * SEQUENCE to everyone, answers asked again when the time changes, and a CANCEL of their copy to
 * interviewers taken off it. A request changing nothing sends nothing.
 */
export async function updateInterview(
  deps: InterviewDeps,
  actor: Actor,
  id: string,
  input: UpdateInterviewInput,
): Promise<Interview> {
  return deps.db.transaction(async (tx) => {
    const before = await lockLiveInterview(tx, actor.companyId, id);
    const application = await lockActiveApplication(tx, actor.companyId, before.applicationId, {
      isNew: false,
    });
    const previous = (await loadFacts(tx, actor.companyId, id))!;
    const startsAt = new Date(input.startsAt);
    const endsAt = new Date(input.endsAt);
    const isNewTime =
      startsAt.getTime() !== before.startsAt.getTime() || endsAt.getTime() !== before.endsAt.getTime();
    if (isNewTime) checkFuture(startsAt);
    let planName: string | null = null;
    if (input.jobInterviewId && input.jobInterviewId !== before.jobInterviewId)
      planName = await checkPlanInterview(tx, actor.companyId, application, input.jobInterviewId);
    await checkInterviewers(tx, actor.companyId, input.interviewerIds);

    const kept = previous.interviewers.map((person) => person.userId);
    const added = input.interviewerIds.filter((userId) => !kept.includes(userId));
    const removed = previous.interviewers.filter((person) => !input.interviewerIds.includes(person.userId));
    const title = input.title || planName || before.title;
    const changes = {
      jobInterviewId: input.jobInterviewId,
      title,
      startsAt,
      endsAt,
      location: input.location,
      videoUrl: input.videoUrl,
      notes: input.notes,
    };
    const isChanged =
      isNewTime ||
      added.length > 0 ||
      removed.length > 0 ||
      changes.jobInterviewId !== before.jobInterviewId ||
      title !== before.title ||
      changes.location !== before.location ||
      changes.videoUrl !== before.videoUrl ||
      changes.notes !== before.notes;
    if (!isChanged) return answerOf(previous);

    await repository.updateInterview(tx, actor.companyId, id, {
      ...changes,
      sequence: before.sequence + 1,
      updatedAt: new Date(),
      // A new time is a new question: everyone answers again (and is reminded again).
      ...(isNewTime ? { candidateResponse: 'needs_action' as const, candidateRemindedAt: null } : {}),
    });
    if (isNewTime) await repository.setInterviewerResponse(tx, actor.companyId, id, 'needs_action');
    await repository.removeInterviewers(
      tx,
      actor.companyId,
      id,
      removed.map((person) => person.userId),
    );
    await repository.addInterviewers(tx, actor.companyId, id, added);
    const facts = (await loadFacts(tx, actor.companyId, id))!;
    await sendInvitations(tx, deps, facts, { method: 'REQUEST' });
    await sendRemovalNotices(tx, deps, facts, removed);
    await feed(
      tx,
      actor,
      facts,
      isNewTime
        ? `Interview rescheduled: ${facts.record.interview.title}, ${whenOf(facts)}`
        : `Interview updated: ${facts.record.interview.title}`,
    );
    await recordAudit(tx, actor.request, {
      action: 'interview.update',
      companyId: actor.companyId,
      targetType: 'interview',
      targetId: id,
      before: snapshot(before, kept),
      after: snapshot(facts.record.interview, input.interviewerIds),
    });
    queueReminders(tx, deps.jobs, facts.record.interview);
    return answerOf(facts);
  });
}

/** Cancels an interview: a CANCEL (one SEQUENCE up) to everyone, the reason told to the candidate. */
export async function cancelInterview(
  deps: InterviewDeps,
  actor: Actor,
  id: string,
  reason: string,
): Promise<Interview> {
  return deps.db.transaction(async (tx) => {
    const before = await lockLiveInterview(tx, actor.companyId, id);
    await repository.updateInterview(tx, actor.companyId, id, {
      status: 'cancelled',
      cancelledAt: new Date(),
      sequence: before.sequence + 1,
      updatedAt: new Date(),
    });
    const facts = (await loadFacts(tx, actor.companyId, id))!;
    await sendInvitations(tx, deps, facts, { method: 'CANCEL', reason });
    await feed(tx, actor, facts, `Interview cancelled: ${before.title}`, reason || undefined);
    await recordAudit(tx, actor.request, {
      action: 'interview.cancel',
      companyId: actor.companyId,
      targetType: 'interview',
      targetId: id,
      before: { startsAt: before.startsAt.toISOString(), sequence: before.sequence },
      after: { reason },
    });
    return answerOf(facts);
  });
}

/** Sends the current invitation again to everyone, unchanged (the same SEQUENCE). */
export async function resendInvitations(deps: InterviewDeps, actor: Actor, id: string): Promise<Interview> {
  return deps.db.transaction(async (tx) => {
    await lockLiveInterview(tx, actor.companyId, id);
    const facts = (await loadFacts(tx, actor.companyId, id))!;
    await sendInvitations(tx, deps, facts, { method: 'REQUEST' });
    await recordAudit(tx, actor.request, {
      action: 'interview.resend',
      companyId: actor.companyId,
      targetType: 'interview',
      targetId: id,
      after: { sequence: facts.record.interview.sequence },
    });
    return answerOf(facts);
  });
}

/** An interviewer's answer to their own invitation, given in the app. */
export async function answerAsInterviewer(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  answer: RsvpAnswer,
): Promise<Interview> {
  return db.transaction(async (tx) => {
    await lockLiveInterview(tx, auth.companyId, id);
    const facts = (await loadFacts(tx, auth.companyId, id))!;
    if (!facts.interviewers.some((person) => person.userId === auth.userId))
      throw new AppError('FORBIDDEN', INTERVIEW_MESSAGES.notAnAttendee);
    await repository.setInterviewerResponse(tx, auth.companyId, id, answer, auth.userId);
    await recordAudit(tx, request, {
      action: 'interview.respond',
      targetType: 'interview',
      targetId: id,
      after: { response: answer },
    });
    return answerOf((await loadFacts(tx, auth.companyId, id))!);
  });
}
