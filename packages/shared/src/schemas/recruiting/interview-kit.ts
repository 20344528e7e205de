import { z } from 'zod';
import { richText } from '../platform/rich-text.ts';
import { INTERVIEW_STATUSES } from './interviews.ts';
import { scorecardSchema } from './scorecards.ts';

// The interview kit (issue 19): what an interviewer reads before and during an interview, and the
// scorecard they fill in. Apart from scorecards.ts, so pages that only list scorecards do not load
// the rich-text sanitizer.

const ref = z.object({ id: z.string(), name: z.string() });

export const interviewKitSchema = z.object({
  interview: z.object({
    id: z.string(),
    title: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    location: z.string(),
    videoUrl: z.string(),
    /** The scheduler's notes to the interviewers. */
    notes: z.string(),
    status: z.enum(INTERVIEW_STATUSES),
    interviewers: z.array(ref),
  }),
  candidate: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    applicationId: z.string(),
    job: ref,
    /** The application's current stage (it may have moved on since the interview was scheduled). */
    currentStage: ref.nullable(),
  }),
  /** The job kickoff's notes for interviewers (rich text). */
  prepNotes: richText(),
  /** The plan interview's kit; empty when the interview is not one of the plan's. */
  instructions: z.string(),
  questions: z.array(z.string()),
  focusAttributes: z.array(ref),
  /** The job's scorecard: what every interviewer rates. */
  categories: z.array(z.object({ id: z.string(), name: z.string(), attributes: z.array(ref) })),
  /** The application's résumé, downloaded from /api/files/:id as the candidate profile does. */
  resume: ref.nullable(),
  isInterviewer: z.boolean(),
  /** The reader's own scorecard for this interview, draft or submitted. */
  myScorecard: scorecardSchema.nullable(),
});
export type InterviewKit = z.infer<typeof interviewKitSchema>;
