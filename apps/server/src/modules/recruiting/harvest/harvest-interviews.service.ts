import { z } from 'zod';
import {
  MAX_INTERVIEWERS,
  RESPONSE_STATUSES,
  scheduleInterviewBodySchema,
  updateInterviewBodySchema,
  type InterviewStatus,
} from '@atrium/shared/schemas/recruiting/interviews';
import type { DbOrTx } from '../../../db/client.ts';
import { userRef } from './harvest-candidates.service.ts';
import { HarvestError, invalid } from './harvest-http.ts';
import type { HarvestScheduledInterview } from './harvest-interview-objects.ts';
import { stableIdOf } from './harvest-objects.ts';
import { integerId } from './harvest-query.ts';
import * as repository from './harvest-interviews.repository.ts';
import { userIdByPublicIdOrEmail } from './harvest.repository.ts';

// Greenhouse's scheduled interview, read and written: its body resolved to the interviews service's
// input (our users by id or email, the plan's interview by the id the job stage object answers).

/** The id the job stage object gives a plan interview (harvest-reference.routes.ts). */
export const planInterviewIdOf = (jobInterviewId: string) => stableIdOf(`interview:${jobInterviewId}`);

/** Our fields as Greenhouse's body names them, for the refusals our checks answer. */
export const INTERVIEW_FIELDS: Record<string, string> = {
  applicationId: 'application_id',
  jobInterviewId: 'interview_id',
  startsAt: 'start',
  endsAt: 'end',
  interviewerIds: 'interviewers',
  location: 'location',
  videoUrl: 'video_conferencing_url',
};

const isoTime = z.iso.datetime({ offset: true, error: 'Must be an ISO-8601 timestamp' });
/** Greenhouse takes a bare timestamp; its own objects write { date_time }, taken too. */
const timeField = z
  .union([isoTime, z.object({ date_time: isoTime })], { error: 'Must be an ISO-8601 timestamp' })
  .transform((value) => (typeof value === 'string' ? value : value.date_time));

const interviewerField = z.object({
  user_id: integerId.optional(),
  email: z.string().trim().max(320).optional(),
  employee_id: z.string().trim().max(200).optional(),
  response_status: z.enum(RESPONSE_STATUSES, {
    error: 'Must be one of: needs_action, declined, tentative, accepted',
  }),
});

const interviewFields = {
  interviewers: z
    .array(interviewerField)
    .min(1, 'Name at least one interviewer')
    .max(MAX_INTERVIEWERS, `Name at most ${MAX_INTERVIEWERS} interviewers`),
  start: timeField,
  end: timeField,
  /** Taken for compatibility (Greenhouse requires it) but not kept: the object answers null. */
  external_event_id: z.string().max(500).optional(),
  location: z.string().max(500).optional(),
  video_conferencing_url: z.string().max(2000).optional(),
};

export const harvestInterviewCreateBody = z.object({
  application_id: integerId,
  interview_id: integerId,
  ...interviewFields,
});
export type HarvestInterviewCreate = z.output<typeof harvestInterviewCreateBody>;

export const harvestInterviewUpdateBody = z.object(interviewFields).partial();
export type HarvestInterviewUpdate = z.output<typeof harvestInterviewUpdateBody>;

/**
 * The interviewers as our users: by user_id or email, each of the key's company. Their
 * response_status is checked but not applied: each answers the invitation themselves.
 */
export async function interviewerIdsOf(
  db: DbOrTx,
  companyId: string,
  list: NonNullable<HarvestInterviewUpdate['interviewers']>,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, item] of list.entries()) {
    const at = `interviewers.${index}`;
    if (item.user_id === undefined && !item.email)
      throw invalid(
        item.employee_id === undefined ? `${at}.user_id` : `${at}.employee_id`,
        'Name the interviewer by user_id or email: Atrium users have no employee ids',
      );
    const id = await userIdByPublicIdOrEmail(
      db,
      companyId,
      item.user_id !== undefined ? { publicId: item.user_id } : { email: item.email },
    );
    if (!id)
      throw invalid(
        item.user_id !== undefined ? `${at}.user_id` : `${at}.email`,
        'Must be a user of your organization',
      );
    ids.push(id);
  }
  return ids;
}

/** The interviews module's own checks (times, link, interviewers), refusals by Greenhouse's names. */
function checked<T>(result: z.ZodSafeParseResult<T>): T {
  if (result.success) return result.data;
  throw new HarvestError(
    422,
    'Validation error',
    result.error.issues.map((issue) => ({
      message: issue.message,
      field: INTERVIEW_FIELDS[String(issue.path[0])] ?? issue.path.join('.'),
    })),
  );
}

export const scheduleInputOf = (input: z.input<typeof scheduleInterviewBodySchema>) =>
  checked(scheduleInterviewBodySchema.safeParse(input));
export const updateInputOf = (input: z.input<typeof updateInterviewBodySchema>) =>
  checked(updateInterviewBodySchema.safeParse(input));

/** Greenhouse changes and deletes only interviews still scheduled or awaiting feedback. */
export function assertChangeable(status: InterviewStatus): void {
  if (status === 'complete')
    throw new HarvestError(422, 'Validation error', [
      { message: 'Only a scheduled or awaiting-feedback interview can be changed', field: 'id' },
    ]);
}

const liveStatus = (status: InterviewStatus): HarvestScheduledInterview['status'] =>
  status === 'cancelled' ? 'complete' : status;

/** Interviews as Greenhouse's objects, with their interviewers and submitted scorecards. */
export async function harvestInterviews(
  db: DbOrTx,
  companyId: string,
  rows: repository.InterviewRow[],
): Promise<HarvestScheduledInterview[]> {
  const people = await repository.interviewersOf(
    db,
    companyId,
    rows.map((row) => row.interview.id),
  );
  return rows.map((row) => {
    const interview = row.interview;
    return {
      id: interview.publicId,
      application_id: row.applicationPublicId,
      external_event_id: null,
      start: { date_time: interview.startsAt.toISOString() },
      end: { date_time: interview.endsAt.toISOString() },
      location: interview.location || null,
      video_conferencing_url: interview.videoUrl || null,
      status: liveStatus(row.status),
      created_at: interview.createdAt.toISOString(),
      updated_at: interview.updatedAt.toISOString(),
      interview: interview.jobInterviewId
        ? { id: planInterviewIdOf(interview.jobInterviewId), name: row.planName ?? interview.title }
        : null,
      organizer:
        row.organizerPublicId !== null
          ? userRef({
              publicId: row.organizerPublicId,
              firstName: row.organizerFirstName ?? '',
              lastName: row.organizerLastName ?? '',
            })
          : null,
      interviewers: people
        .filter((person) => person.interviewId === interview.id)
        .map((person) => ({
          id: person.publicId,
          employee_id: null,
          name: `${person.firstName} ${person.lastName}`.trim(),
          email: person.email,
          response_status: person.responseStatus,
          scorecard_id: person.scorecardPublicId ?? null,
        })),
    };
  });
}
