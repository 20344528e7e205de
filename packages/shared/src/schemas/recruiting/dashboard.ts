import { z } from 'zod';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { GOAL_METRICS } from './offers.ts';

// The recruiter's dashboard (issue 19): Greenhouse's buckets for the signed-in user, each a count
// that opens its list; followed jobs; recruiting goals.

export const DASHBOARD_BUCKETS = [
  'to_review',
  'needs_decision',
  'to_schedule',
  'scorecards_due',
  'awaiting_feedback',
] as const;
export type DashboardBucket = (typeof DASHBOARD_BUCKETS)[number];
export const DASHBOARD_BUCKET_LABELS: Record<DashboardBucket, string> = {
  to_review: 'Applications to review',
  needs_decision: 'Candidates needing a decision',
  to_schedule: 'Interviews to schedule',
  scorecards_due: 'My scorecards due',
  awaiting_feedback: 'Awaiting feedback on my jobs',
};

const named = z.object({ id: z.string(), name: z.string() });

export const dashboardSummarySchema = z.object({
  counts: z.object({
    toReview: z.number().int(),
    needsDecision: z.number().int(),
    toSchedule: z.number().int(),
    interviewsToday: z.number().int(),
    scorecardsDue: z.number().int(),
    awaitingFeedback: z.number().int(),
    offersToApprove: z.number().int(),
    openTasks: z.number().int(),
  }),
  /** The signed-in user's next interview as an interviewer, if any. */
  nextInterview: z
    .object({
      id: z.string(),
      title: z.string(),
      startsAt: z.string(),
      candidate: named,
      job: named,
    })
    .nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardBucketRowSchema = z.object({
  applicationId: z.string(),
  candidate: named,
  job: named,
  stage: named.nullable(),
  /** When the application entered this state (applied, stage entered, interview ended). */
  since: z.string(),
  /** The interview a scorecard is due for (scorecard buckets). */
  interview: z.object({ id: z.string(), title: z.string(), endsAt: z.string() }).nullable(),
  /** Interviewers whose scorecard is missing (awaiting feedback). */
  missing: z.array(named),
});
export type DashboardBucketRow = z.infer<typeof dashboardBucketRowSchema>;

export const followedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  stages: z.array(z.object({ id: z.string(), name: z.string(), active: z.number().int() })),
  active: z.number().int(),
  newToday: z.number().int(),
});
export type FollowedJob = z.infer<typeof followedJobSchema>;

export const GOAL_MESSAGES = {
  ownerRequired: 'Choose a person or a team',
  periodOrder: 'The period must end on or after its start',
  targetInvalid: 'Enter a target of at least 1',
} as const;

export const goalBodySchema = z
  .object({
    name: z.string().trim().min(1, 'This field is required').max(120),
    metric: z.enum(GOAL_METRICS),
    target: z
      .number({ error: GOAL_MESSAGES.targetInvalid })
      .int()
      .min(1, GOAL_MESSAGES.targetInvalid)
      .max(100_000),
    userId: z.uuid().nullable().default(null),
    departmentId: z.uuid().nullable().default(null),
    periodStart: z.string().trim().refine(isRealDate, DATE_INVALID),
    periodEnd: z.string().trim().refine(isRealDate, DATE_INVALID),
  })
  .superRefine((value, ctx) => {
    if ((value.userId === null) === (value.departmentId === null))
      ctx.addIssue({ code: 'custom', path: ['userId'], message: GOAL_MESSAGES.ownerRequired });
    if (value.periodEnd < value.periodStart)
      ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: GOAL_MESSAGES.periodOrder });
  });
export type GoalBody = z.input<typeof goalBodySchema>;
export type GoalInput = z.output<typeof goalBodySchema>;

export const goalSchema = z.object({
  id: z.string(),
  name: z.string(),
  metric: z.enum(GOAL_METRICS),
  target: z.number().int(),
  owner: z.object({ kind: z.enum(['user', 'team']), id: z.string(), name: z.string() }),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** Counted now from the records, never stored. */
  progress: z.number().int(),
});
export type Goal = z.infer<typeof goalSchema>;

/** A task assigned to the signed-in user on one of the jobs (the "my open tasks" bucket). */
export const myTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  dueOn: z.string().nullable(),
  job: named,
});
export type MyTask = z.infer<typeof myTaskSchema>;

/** An open job anyone may refer someone for (dashboard → add a referral). */
export const referableJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  department: z.string().nullable(),
});
export type ReferableJob = z.infer<typeof referableJobSchema>;
