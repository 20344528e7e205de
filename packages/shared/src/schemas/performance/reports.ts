import { z } from 'zod';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { GOAL_LEVELS, GOAL_STATUSES } from './goals.ts';

// Performance → reports (issue 21 item 6): 1-on-1s held per manager and how regularly; feedback
// given and received over time, by department and by value; goal progress and status by department.
// Aggregates only: no agenda, note or feedback text ever appears in a report.

export const PERFORMANCE_REPORT_KINDS = ['one-on-ones', 'feedback', 'goals'] as const;
export type PerformanceReportKind = (typeof PERFORMANCE_REPORT_KINDS)[number];
export const PERFORMANCE_REPORT_LABELS: Record<PerformanceReportKind, string> = {
  'one-on-ones': '1-on-1s',
  feedback: 'Feedback',
  goals: 'Goals',
};

export const PERFORMANCE_REPORT_MESSAGES = {
  rangeReversed: 'The end of the range must be on or after its start',
  rangeTooLong: 'Choose a range of at most two years',
} as const;

/** Weeks a report covers when no range is given. */
export const DEFAULT_REPORT_WEEKS = 12;

const queryDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .optional()
  .transform((value) => (value ? value : undefined));

/** Every report's filters; `cycleId` and `level` only narrow the goals report. */
export const performanceReportFiltersSchema = z
  .object({
    from: queryDate,
    to: queryDate,
    departmentId: z.uuid('Select a department').optional(),
    cycleId: z.uuid('Select a goal cycle').optional(),
    level: z.enum(GOAL_LEVELS).optional(),
  })
  .superRefine((value, context) => {
    if (!value.from || !value.to) return;
    if (value.to < value.from)
      context.addIssue({ code: 'custom', path: ['to'], message: PERFORMANCE_REPORT_MESSAGES.rangeReversed });
    else if (Date.parse(value.to) - Date.parse(value.from) > 2 * 366 * 86_400_000)
      context.addIssue({ code: 'custom', path: ['to'], message: PERFORMANCE_REPORT_MESSAGES.rangeTooLong });
  });
export type PerformanceReportFilters = z.output<typeof performanceReportFiltersSchema>;
export type PerformanceReportFiltersInput = z.input<typeof performanceReportFiltersSchema>;

/** The days a report counted, as the server settled them (the default range when none was given). */
const rangeSchema = z.object({ from: z.string(), to: z.string() });

export const oneOnOneWeekSchema = z.object({
  weekStart: z.string(),
  held: z.number(),
  cancelled: z.number(),
});
export const managerOneOnOnesSchema = z.object({
  key: z.string(),
  managerId: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  directReports: z.number(),
  /** Direct reports with an active series with the manager. */
  reportsWithSeries: z.number(),
  /** Direct reports the manager met at least once in the range. */
  reportsMet: z.number(),
  meetingsHeld: z.number(),
  /** The average gap between consecutive meetings held in the range, in days; null below two. */
  averageDaysBetween: z.number().nullable(),
  lastHeldAt: z.string().nullable(),
});
export type ManagerOneOnOnes = z.infer<typeof managerOneOnOnesSchema>;
export const oneOnOneReportSchema = z.object({
  range: rangeSchema,
  weeks: z.array(oneOnOneWeekSchema),
  managers: z.array(managerOneOnOnesSchema),
});
export type OneOnOneReport = z.infer<typeof oneOnOneReportSchema>;

export const feedbackWeekSchema = z.object({
  weekStart: z.string(),
  praise: z.number(),
  private: z.number(),
});
export const departmentFeedbackSchema = z.object({
  key: z.string(),
  departmentId: z.string().nullable(),
  name: z.string(),
  people: z.number(),
  given: z.number(),
  received: z.number(),
});
export type DepartmentFeedback = z.infer<typeof departmentFeedbackSchema>;
export const valuePraiseSchema = z.object({
  key: z.string(),
  valueId: z.string(),
  name: z.string(),
  praise: z.number(),
});
export type ValuePraise = z.infer<typeof valuePraiseSchema>;
export const feedbackReportSchema = z.object({
  range: rangeSchema,
  weeks: z.array(feedbackWeekSchema),
  byDepartment: z.array(departmentFeedbackSchema),
  byValue: z.array(valuePraiseSchema),
  requests: z.object({ asked: z.number(), answered: z.number(), declined: z.number(), pending: z.number() }),
});
export type FeedbackReport = z.infer<typeof feedbackReportSchema>;

const statusCounts = z.object(
  Object.fromEntries(GOAL_STATUSES.map((status) => [status, z.number()])) as {
    [K in (typeof GOAL_STATUSES)[number]]: z.ZodNumber;
  },
);
export const departmentGoalsSchema = statusCounts.extend({
  key: z.string(),
  departmentId: z.string().nullable(),
  /** The department's name, or "Company" for company goals. */
  name: z.string(),
  goals: z.number(),
  /** Average progress of its goals, 0 to 100. */
  averageProgress: z.number(),
});
export type DepartmentGoals = z.infer<typeof departmentGoalsSchema>;
export const goalsReportSchema = z.object({
  statusTotals: statusCounts,
  byDepartment: z.array(departmentGoalsSchema),
});
export type GoalsReport = z.infer<typeof goalsReportSchema>;
