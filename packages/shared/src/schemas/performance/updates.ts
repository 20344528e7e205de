import { z } from 'zod';
import { paged } from '../platform/api.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { requiredText } from '../platform/required-text.ts';
import { UPDATE_CADENCES, type Weekday } from './updates-period.ts';

// Updates (issue 21 item 3): a check-in per person and period with answers to the period's
// questions, a 1-to-5 sentiment, accomplishments and priorities for the coming period; shared with
// the manager, who reads, comments and marks it reviewed. As Lattice Updates and 15Five check-ins.

export const UPDATE_STATUSES = ['draft', 'shared', 'reviewed'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** How a person stands for a period, as their managers and HR see it (a draft is never shown). */
export const PERIOD_STATUSES = ['reviewed', 'shared', 'due', 'missed'] as const;
export type PeriodStatus = (typeof PERIOD_STATUSES)[number];
export const PERIOD_STATUS_LABELS: Record<PeriodStatus, string> = {
  reviewed: 'Reviewed',
  shared: 'Waiting for review',
  due: 'Not shared yet',
  missed: 'Missed',
};

export const SENTIMENTS = [1, 2, 3, 4, 5] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
export const SENTIMENT_LABELS: Record<Sentiment, string> = {
  1: 'Awful',
  2: 'Not great',
  3: 'Okay',
  4: 'Good',
  5: 'Great',
};

export const MAX_UPDATE_QUESTIONS = 10;
export const MAX_PRIORITIES = 20;

/** A company's questions before anyone sets its own (Settings → Updates). */
export const DEFAULT_UPDATE_QUESTIONS = [
  'What went well since your last update?',
  'What is getting in your way?',
  'Is there anything you would like to discuss with your manager?',
] as const;

export const UPDATE_MESSAGES = {
  sentimentRequired: 'Choose how you feel about this period before sharing',
  sentimentInvalid: 'Choose a sentiment from 1 to 5',
  questionsRequired: 'Add at least one question',
  answersMismatch: 'The questions changed since you opened this update: reload it',
  reviewed: 'This update is reviewed: it can no longer change',
  notShared: 'Only a shared update can be reviewed',
  ownReview: 'Your manager reviews your update, not you',
  noReports: 'You have nobody reporting to you to set questions for',
} as const;

const date = z.string().refine(isRealDate, DATE_INVALID);
const weekday = z
  .number({ error: 'Choose a weekday' })
  .int('Choose a weekday')
  .min(1, 'Choose a weekday')
  .max(7, 'Choose a weekday')
  .transform((day) => day as Weekday);
const questions = z
  .array(requiredText(300))
  .min(1, UPDATE_MESSAGES.questionsRequired)
  .max(MAX_UPDATE_QUESTIONS, `Ask at most ${MAX_UPDATE_QUESTIONS} questions`);

/** PUT /api/performance/updates/team-settings: a manager's own questions and cadence for their reports. */
export const teamUpdateSettingsInputSchema = z.object({
  cadence: z.enum(UPDATE_CADENCES),
  dueWeekday: weekday,
  questions,
});
export type TeamUpdateSettingsInput = z.input<typeof teamUpdateSettingsInputSchema>;

/** PUT /api/performance/settings/updates: the company's defaults. */
export const updateSettingsInputSchema = teamUpdateSettingsInputSchema.extend({
  /** Remind, on the due day, whoever has not shared their update yet (bell and mail). */
  remindOnDueDay: z.boolean(),
});
export type UpdateSettingsInput = z.input<typeof updateSettingsInputSchema>;

export const updateSettingsSchema = z.object({
  cadence: z.enum(UPDATE_CADENCES),
  dueWeekday: z.number(),
  questions: z.array(z.string()),
  remindOnDueDay: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type UpdateSettings = z.infer<typeof updateSettingsSchema>;

/** GET /api/performance/updates/team-settings. */
export const teamUpdateSettingsSchema = z.object({
  /** The manager's own, or null when their reports follow the company's. */
  custom: updateSettingsSchema.omit({ remindOnDueDay: true }).nullable(),
  company: updateSettingsSchema,
  directReports: z.number(),
});
export type TeamUpdateSettings = z.infer<typeof teamUpdateSettingsSchema>;

export const periodSchema = z.object({ start: z.string(), end: z.string() });

const person = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type UpdatePerson = z.infer<typeof person>;

export const prioritySchema = z.object({
  id: z.string(),
  text: z.string(),
  done: z.boolean(),
  /** Brought from the previous update, where it was not done. */
  carriedOver: z.boolean(),
});
export type Priority = z.infer<typeof prioritySchema>;

export const priorityInputSchema = z.object({
  /** A priority already on this update or carried from the last; new ones have none. */
  id: z.string().uuid().optional(),
  text: requiredText(300),
  done: z.boolean().default(false),
});

/** POST /api/performance/updates and PUT …/:id: the update's content, shared at once with `share`. */
export const updateContentSchema = z.object({
  /** One answer per question, in the questions' order; an empty answer is allowed. */
  answers: z
    .array(z.string().trim().max(5000, 'Keep an answer under 5,000 characters'))
    .max(MAX_UPDATE_QUESTIONS),
  sentiment: z
    .number({ error: UPDATE_MESSAGES.sentimentInvalid })
    .int(UPDATE_MESSAGES.sentimentInvalid)
    .min(1, UPDATE_MESSAGES.sentimentInvalid)
    .max(5, UPDATE_MESSAGES.sentimentInvalid)
    .nullable(),
  accomplishments: z.string().trim().max(5000, 'Keep this under 5,000 characters').default(''),
  priorities: z.array(priorityInputSchema).max(MAX_PRIORITIES, `Keep to ${MAX_PRIORITIES} priorities`),
  share: z.boolean().default(false),
});
export type UpdateContentInput = z.input<typeof updateContentSchema>;

export const commentSchema = z.object({
  id: z.string(),
  author: person.pick({ id: true, name: true, avatarUrl: true }),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  isMine: z.boolean(),
});
export type UpdateComment = z.infer<typeof commentSchema>;

export const commentInputSchema = z.object({
  body: requiredText(2000, 'Keep a comment under 2,000 characters'),
});

export const updateDetailSchema = z.object({
  id: z.string(),
  author: person,
  /** The author's manager today: who reviews it. */
  manager: person.pick({ id: true, name: true }).nullable(),
  period: periodSchema,
  status: z.enum(UPDATE_STATUSES),
  sentiment: z.number().nullable(),
  /** The questions as they were asked that period, with the author's answers. */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  accomplishments: z.string(),
  priorities: z.array(prioritySchema),
  sharedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewedBy: person.pick({ id: true, name: true }).nullable(),
  comments: z.array(commentSchema),
  /** What the caller may do with it. */
  can: z.object({ edit: z.boolean(), share: z.boolean(), review: z.boolean(), comment: z.boolean() }),
  updatedAt: z.string(),
});
export type UpdateDetail = z.infer<typeof updateDetailSchema>;

/** GET /api/performance/updates/current: the caller's update for today's period, or what to start it from. */
export const currentUpdateSchema = z.object({
  period: periodSchema,
  schedule: z.object({
    cadence: z.enum(UPDATE_CADENCES),
    dueWeekday: z.number(),
    /** Whose questions: the company's, or the manager's own for their team. */
    source: z.enum(['company', 'team']),
  }),
  /** The questions a new update would ask (the update's own once it exists). */
  questions: z.array(z.string()),
  update: updateDetailSchema.nullable(),
  /** The last update's priorities not done, which a new update starts with. */
  carriedPriorities: z.array(prioritySchema),
  manager: person.pick({ id: true, name: true }).nullable(),
});
export type CurrentUpdate = z.infer<typeof currentUpdateSchema>;

export const updateSummarySchema = z.object({
  id: z.string(),
  period: periodSchema,
  status: z.enum(UPDATE_STATUSES),
  sentiment: z.number().nullable(),
  sharedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  comments: z.number(),
});
export type UpdateSummary = z.infer<typeof updateSummarySchema>;
export const updateSummaryPageSchema = paged(updateSummarySchema);

/** GET /api/performance/updates: the caller's own (drafts included), or a colleague's shared ones. */
export const updateListQuerySchema = z.object({
  personId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type UpdateListQuery = z.output<typeof updateListQuerySchema>;

/** GET /api/performance/updates/period: each person's status for the period holding `date`. */
export const periodStatusQuerySchema = z.object({
  /** `team`: everyone reporting to the caller; `all`: the whole company (HR). */
  scope: z.enum(['team', 'all']).default('team'),
  date: date.optional(),
  /** Only the caller's direct reports. */
  direct: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type PeriodStatusQuery = z.output<typeof periodStatusQuerySchema>;

export const periodStatusRowSchema = z.object({
  person: person,
  manager: person.pick({ id: true, name: true }).nullable(),
  period: periodSchema,
  status: z.enum(PERIOD_STATUSES),
  /** Set once shared: a draft is its author's alone. */
  updateId: z.string().nullable(),
  sentiment: z.number().nullable(),
  sharedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type PeriodStatusRow = z.infer<typeof periodStatusRowSchema>;

export const periodCountsSchema = z.object({
  people: z.number(),
  shared: z.number(),
  reviewed: z.number(),
});
export type PeriodCounts = z.infer<typeof periodCountsSchema>;

/** The last periods of the schedule the view follows, the current first: a period picker's choices. */
const recentPeriods = z.array(periodSchema);

export const periodStatusPageSchema = paged(periodStatusRowSchema).extend({
  date: z.string(),
  counts: periodCountsSchema,
  periods: recentPeriods,
});
export type PeriodStatusPage = z.infer<typeof periodStatusPageSchema>;

/** GET /api/performance/settings/updates-log: who shared and when, never what. */
export const updatesLogQuerySchema = periodStatusQuerySchema.omit({ scope: true, direct: true });
export type UpdatesLogQuery = z.output<typeof updatesLogQuerySchema>;
export const updatesLogRowSchema = periodStatusRowSchema.omit({ sentiment: true, updateId: true });
export type UpdatesLogRow = z.infer<typeof updatesLogRowSchema>;
export const updatesLogPageSchema = paged(updatesLogRowSchema).extend({
  date: z.string(),
  counts: periodCountsSchema,
  periods: recentPeriods,
});
export type UpdatesLogPage = z.infer<typeof updatesLogPageSchema>;

/** GET /api/performance/updates/sentiment: shared sentiment over the last periods. */
export const sentimentQuerySchema = z.object({
  /** A person's own line (the caller's by default), or the caller's team's average per period. */
  scope: z.enum(['person', 'team']).default('person'),
  personId: z.string().uuid().optional(),
  weeks: z.coerce.number().int().min(4).max(52).default(12),
});
export type SentimentQuery = z.output<typeof sentimentQuerySchema>;
export const sentimentTrendSchema = z.object({
  points: z.array(
    z.object({
      /** The period's due day. */
      periodEnd: z.string(),
      sentiment: z.number(),
      /** Updates averaged (1 for a person). */
      count: z.number(),
    }),
  ),
});
export type SentimentTrend = z.infer<typeof sentimentTrendSchema>;
