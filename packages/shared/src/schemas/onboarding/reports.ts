import { z } from 'zod';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { NEW_HIRE_STATES } from './new-hires.ts';

// Onboarding → dashboard and reports (issue 20, item 8): aggregates over the company's hires and
// their tasks, read-only; every report filtered by the hires it counts and exported as CSV.

export const REPORT_MESSAGES = {
  statesInvalid: `Use states among ${NEW_HIRE_STATES.join(', ')}`,
  rangeReversed: 'The end of the range must be on or after its start',
} as const;

const queryDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .optional()
  .transform((value) => (value ? value : undefined));

const statesQuery = z
  .string()
  .max(200)
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((state) => state.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(NEW_HIRE_STATES, { error: REPORT_MESSAGES.statesInvalid })));

/** The hires a report counts: start dates from and to (both included), department, location, states. */
export const reportFiltersSchema = z
  .object({
    startFrom: queryDate,
    startTo: queryDate,
    departmentId: z.uuid('Select a department').optional(),
    locationId: z.uuid('Select a location').optional(),
    /** Comma-separated; empty (or absent) counts every state. */
    states: statesQuery,
  })
  .superRefine((value, context) => {
    if (value.startFrom && value.startTo && value.startTo < value.startFrom)
      context.addIssue({ code: 'custom', path: ['startTo'], message: REPORT_MESSAGES.rangeReversed });
  });
export type ReportFilters = z.output<typeof reportFiltersSchema>;
export type ReportFiltersInput = z.input<typeof reportFiltersSchema>;

export const REPORT_KINDS = [
  'tasks-by-template',
  'tasks-by-assignee',
  'e-signature',
  'hires-by-month',
  'feedback',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_LABELS: Record<ReportKind, string> = {
  'tasks-by-template': 'Tasks by task',
  'tasks-by-assignee': 'Tasks by assignee',
  'e-signature': 'E-signature',
  'hires-by-month': 'New hires by start month',
  feedback: 'Feedback',
};

const taskMetrics = {
  total: z.number(),
  done: z.number(),
  skipped: z.number(),
  open: z.number(),
  /** Open and due before the company's today. */
  overdueNow: z.number(),
  /** Of the done ones with a due date, the share done on or before it (0–100); null when none. */
  onTimePercent: z.number().nullable(),
  /** Days from assigned (the task made) to done, of the done ones; null when none. */
  medianDays: z.number().nullable(),
  averageDays: z.number().nullable(),
};

/** One task of the plan (a template) or, for tasks added by hand, one task name. */
export const taskByTemplateRowSchema = z.object({
  key: z.string(),
  templateId: z.string().nullable(),
  name: z.string(),
  ...taskMetrics,
});
export type TaskByTemplateRow = z.infer<typeof taskByTemplateRowSchema>;

export const ASSIGNEE_KINDS = ['person', 'group', 'unassigned'] as const;
/** One person, one group, or the tasks nobody holds yet. */
export const taskByAssigneeRowSchema = z.object({
  key: z.string(),
  kind: z.enum(ASSIGNEE_KINDS),
  /** The person's or the group's id; null for unassigned. */
  id: z.string().nullable(),
  name: z.string(),
  ...taskMetrics,
});
export type TaskByAssigneeRow = z.infer<typeof taskByAssigneeRowSchema>;

export const signatureStatusRowSchema = z.object({
  key: z.string(),
  templateId: z.string().nullable(),
  name: z.string(),
  waitingForSignature: z.number(),
  waitingForCounterSignature: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  total: z.number(),
});
export type SignatureStatusRow = z.infer<typeof signatureStatusRowSchema>;

export const hiresByMonthRowSchema = z.object({
  /** YYYY-MM; hires with no start date are left out. */
  month: z.string(),
  pending: z.number(),
  onboarding: z.number(),
  complete: z.number(),
  cancelled: z.number(),
  total: z.number(),
});
export type HiresByMonthRow = z.infer<typeof hiresByMonthRowSchema>;

export const feedbackReportSchema = z.object({
  ratings: z.array(
    z.object({
      key: z.string(),
      setName: z.string(),
      question: z.string(),
      answers: z.number(),
      averageRating: z.number().nullable(),
    }),
  ),
  texts: z.array(
    z.object({
      key: z.string(),
      setName: z.string(),
      question: z.string(),
      hireName: z.string(),
      answer: z.string(),
      answeredAt: z.string(),
    }),
  ),
});
export type FeedbackReport = z.infer<typeof feedbackReportSchema>;

// Dashboard --------------------------------------------------------------------------------------

export const DASHBOARD_UPCOMING_DAYS = 30;
export const DASHBOARD_WEEKS = 12;

const hireSummary = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string().nullable(),
  jobTitle: z.string().nullable(),
  departmentName: z.string().nullable(),
});

/** GET /api/onboarding/dashboard. */
export const onboardingDashboardSchema = z.object({
  /** The company's today (YYYY-MM-DD), what "upcoming" and "overdue" are measured by. */
  today: z.string(),
  upcoming: z.object({ total: z.number(), items: z.array(hireSummary) }),
  inProgress: z.object({
    total: z.number(),
    /** Done or skipped tasks over all tasks of every hire onboarding now (0–100); null without tasks. */
    completionPercent: z.number().nullable(),
    items: z.array(
      hireSummary.extend({
        tasks: z.object({ total: z.number(), done: z.number(), overdue: z.number() }),
      }),
    ),
  }),
  /** The last DASHBOARD_WEEKS weeks (Monday first, the company's calendar), the oldest first. */
  completionByWeek: z.array(z.object({ weekStart: z.string(), completed: z.number(), due: z.number() })),
});
export type OnboardingDashboard = z.infer<typeof onboardingDashboardSchema>;

/** GET /api/onboarding/dashboard/overdue: who has how many open overdue tasks (as My tasks counts them). */
export const overdueByAssigneeSchema = z.object({
  people: z.array(z.object({ userId: z.string(), name: z.string(), overdue: z.number() })),
  /** Overdue tasks nobody holds yet (a role with no person). */
  unassigned: z.number(),
});
export type OverdueByAssignee = z.infer<typeof overdueByAssigneeSchema>;

/** GET /api/onboarding/dashboard/signatures: documents waiting on a signer, the longest waiting first. */
export const signaturesWaitingSchema = z.object({
  waitingForSignature: z.number(),
  waitingForCounterSignature: z.number(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      newHireId: z.string(),
      hireName: z.string(),
      state: z.enum(['waiting_for_signature', 'waiting_for_counter_signature']),
      sentAt: z.string(),
    }),
  ),
});
export type SignaturesWaiting = z.infer<typeof signaturesWaitingSchema>;
