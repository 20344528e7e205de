import { z } from 'zod';
import { RESPONSE_STATUSES } from '@atrium/shared/schemas/recruiting/interviews';
import { RECOMMENDATIONS, SCORECARD_RATINGS } from '@atrium/shared/schemas/recruiting/scorecards';
import { harvestUserRefSchema } from './harvest-objects.ts';

// Greenhouse's scheduled interview and scorecard objects (_scheduled_interviews.md, _scorecards.md).

const id = z.number().int();
const time = z.string();

/** The plan's interview (the job stage object's `interviews`), or null for one the plan lacks. */
const planInterview = z.object({ id, name: z.string() }).nullable();

export const harvestScheduledInterviewSchema = z.object({
  id,
  application_id: id,
  /** Greenhouse's calendar event id: not kept by Atrium, always null. */
  external_event_id: z.string().nullable(),
  start: z.object({ date_time: time }),
  end: z.object({ date_time: time }),
  location: z.string().nullable(),
  video_conferencing_url: z.string().nullable(),
  status: z.enum(['scheduled', 'awaiting_feedback', 'complete']),
  created_at: time,
  updated_at: time,
  interview: planInterview,
  organizer: harvestUserRefSchema.nullable(),
  interviewers: z.array(
    z.object({
      id,
      employee_id: z.string().nullable(),
      name: z.string(),
      email: z.string(),
      response_status: z.enum(RESPONSE_STATUSES),
      /** Their submitted scorecard for this interview, else null. */
      scorecard_id: id.nullable(),
    }),
  ),
});
export type HarvestScheduledInterview = z.infer<typeof harvestScheduledInterviewSchema>;

export const harvestScorecardSchema = z.object({
  id,
  updated_at: time,
  created_at: time,
  /** The interview's title. */
  interview: z.string(),
  interview_step: planInterview,
  candidate_id: id,
  application_id: id,
  interviewed_at: time,
  submitted_by: harvestUserRefSchema,
  interviewer: harvestUserRefSchema,
  submitted_at: time,
  overall_recommendation: z.enum(RECOMMENDATIONS),
  attributes: z.array(
    z.object({
      name: z.string(),
      /** The attribute's category on the job's scorecard; null once the attribute was removed. */
      type: z.string().nullable(),
      note: z.string().nullable(),
      rating: z.enum(SCORECARD_RATINGS),
    }),
  ),
  /** Attribute names by their rating (no_decision is not among Greenhouse's groups). */
  ratings: z.object({
    definitely_not: z.array(z.string()),
    no: z.array(z.string()),
    mixed: z.array(z.string()),
    yes: z.array(z.string()),
    strong_yes: z.array(z.string()),
  }),
  questions: z.array(z.object({ id: id.nullable(), question: z.string(), answer: z.string() })),
});
export type HarvestScorecard = z.infer<typeof harvestScorecardSchema>;
