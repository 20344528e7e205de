import { z } from 'zod';
import { listQuerySchema, paged } from '../platform/api.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { requiredText } from '../platform/required-text.ts';

// Goals (issue 21 item 4): individual, department and company goals, each with a measure, key
// results, alignment to a parent goal (or one of its key results) and check-ins; goal cycles.

export const GOAL_LEVELS = ['individual', 'department', 'company'] as const;
export type GoalLevel = (typeof GOAL_LEVELS)[number];
export const GOAL_LEVEL_LABELS: Record<GoalLevel, string> = {
  individual: 'Individual',
  department: 'Department',
  company: 'Company',
};

export const GOAL_MEASURE_KINDS = ['binary', 'number', 'percentage', 'currency'] as const;
export type GoalMeasureKind = (typeof GOAL_MEASURE_KINDS)[number];
export const GOAL_MEASURE_LABELS: Record<GoalMeasureKind, string> = {
  binary: 'Done or not done',
  number: 'Number',
  percentage: 'Percentage',
  currency: 'Currency',
};

/** Closed keeps the goal and its history but takes no more check-ins (until reopened). */
export const GOAL_STATUSES = ['on_track', 'progressing', 'off_track', 'closed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export const GOAL_STATUS_LABELS: Record<GoalStatus, string> = {
  on_track: 'On track',
  progressing: 'Progressing',
  off_track: 'Off track',
  closed: 'Closed',
};

/** Private: its owner, the managers above them and those who see every goal (goal-access.ts). */
export const GOAL_VISIBILITIES = ['public', 'private'] as const;
export type GoalVisibility = (typeof GOAL_VISIBILITIES)[number];

export const MAX_KEY_RESULTS = 10;
export const GOAL_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CAD',
  'AUD',
] as const;
export type GoalCurrency = (typeof GOAL_CURRENCIES)[number];

export const GOAL_MESSAGES = {
  number: 'Enter a number',
  numberRange: 'Enter a number between -1,000,000,000,000 and 1,000,000,000,000',
  currency: 'Choose a currency',
  sameTarget: 'The target must differ from the start',
  department: 'Choose the department',
  dueBeforeStart: 'The due date cannot be before the start date',
  weight: 'Enter a weight from 0 to 100',
  weightsOver: 'The weights add up to more than 100%',
  weightsNot100: 'When every key result has a weight, they must add up to 100%',
  keyResultNotOfParent: 'Choose a key result of the goal you align to',
  closed: 'This goal is closed: reopen it to check in',
  cycleDates: 'The end date cannot be before the start date',
} as const;

const LIMIT = 1e12;
export const measureValue = z
  .number({ error: GOAL_MESSAGES.number })
  .min(-LIMIT, GOAL_MESSAGES.numberRange)
  .max(LIMIT, GOAL_MESSAGES.numberRange);
const date = z.string().refine(isRealDate, DATE_INVALID);
const optionalId = z.string().uuid().nullable().optional();

const measureFields = {
  measureKind: z.enum(GOAL_MEASURE_KINDS),
  /** For a currency measure; ignored otherwise. */
  currency: z.enum(GOAL_CURRENCIES, { error: GOAL_MESSAGES.currency }).nullable().optional(),
  /** Ignored for done or not done, which runs from 0 (not done) to 1 (done). */
  startValue: measureValue,
  targetValue: measureValue,
};

interface MeasureInput {
  measureKind: GoalMeasureKind;
  currency?: string | null;
  startValue: number;
  targetValue: number;
}

/** A measure's own rules, each error at its field under `prefix`. */
function checkMeasure(measure: MeasureInput, context: z.RefinementCtx, prefix: (string | number)[] = []) {
  if (measure.measureKind === 'currency' && !measure.currency)
    context.addIssue({ code: 'custom', path: [...prefix, 'currency'], message: GOAL_MESSAGES.currency });
  if (measure.measureKind !== 'binary' && measure.startValue === measure.targetValue)
    context.addIssue({ code: 'custom', path: [...prefix, 'targetValue'], message: GOAL_MESSAGES.sameTarget });
}

export const keyResultInputSchema = z.object({
  /** An existing key result's id when editing; absent for a new one. */
  id: z.string().uuid().optional(),
  title: requiredText(200),
  ...measureFields,
  /** A percentage of the goal; empty shares what the weighted ones leave (see GOAL_WEIGHTS_HELP). */
  weight: z
    .number({ error: GOAL_MESSAGES.weight })
    .min(0, GOAL_MESSAGES.weight)
    .max(100, GOAL_MESSAGES.weight)
    .nullable()
    .optional(),
});
export type KeyResultInput = z.input<typeof keyResultInputSchema>;

export const GOAL_WEIGHTS_HELP =
  'Key results count equally unless you give weights. A weight is a percentage of the goal; key results without one share what the others leave of 100%.';

/** POST /api/performance/goals and PUT /api/performance/goals/:id (the whole goal each time). */
export const goalInputSchema = z
  .object({
    level: z.enum(GOAL_LEVELS),
    /** The department of a department goal; ignored for the other levels. */
    departmentId: optionalId,
    ownerId: z.string({ error: 'Choose the owner' }).uuid('Choose the owner'),
    title: requiredText(200),
    description: z.string().trim().max(5000).default(''),
    ...measureFields,
    startDate: date.nullable().optional(),
    dueDate: date.nullable().optional(),
    visibility: z.enum(GOAL_VISIBILITIES).default('public'),
    cycleId: optionalId,
    /** The goal this one aligns to, and optionally which of its key results it counts toward. */
    parentGoalId: optionalId,
    parentKeyResultId: optionalId,
    keyResults: z.array(keyResultInputSchema).max(MAX_KEY_RESULTS).default([]),
  })
  .superRefine((goal, context) => {
    checkMeasure(goal, context);
    if (goal.level === 'department' && !goal.departmentId)
      context.addIssue({ code: 'custom', path: ['departmentId'], message: GOAL_MESSAGES.department });
    if (goal.startDate && goal.dueDate && goal.dueDate < goal.startDate)
      context.addIssue({ code: 'custom', path: ['dueDate'], message: GOAL_MESSAGES.dueBeforeStart });
    if (goal.parentKeyResultId && !goal.parentGoalId)
      context.addIssue({
        code: 'custom',
        path: ['parentKeyResultId'],
        message: GOAL_MESSAGES.keyResultNotOfParent,
      });
    goal.keyResults.forEach((keyResult, index) => checkMeasure(keyResult, context, ['keyResults', index]));
    const weights = goal.keyResults.map((keyResult) => keyResult.weight ?? null);
    const given = weights.filter((weight): weight is number => weight !== null);
    const total = given.reduce((sum, weight) => sum + weight, 0);
    if (given.length > 0 && given.length < weights.length && total > 100 + 1e-9)
      context.addIssue({ code: 'custom', path: ['keyResults'], message: GOAL_MESSAGES.weightsOver });
    if (given.length > 0 && given.length === weights.length && Math.abs(total - 100) > 1e-6)
      context.addIssue({ code: 'custom', path: ['keyResults'], message: GOAL_MESSAGES.weightsNot100 });
  });
export type GoalInput = z.input<typeof goalInputSchema>;
export type GoalInputParsed = z.output<typeof goalInputSchema>;

/** POST /api/performance/goals/:id/check-ins: a progress update with a comment. */
export const checkInInputSchema = z.object({
  /** The key result updated; absent for the goal's own measure (or a status-only update). */
  keyResultId: optionalId,
  /** The new current value; absent when the progress comes from key results or aligned goals. */
  value: measureValue.nullable().optional(),
  status: z.enum(GOAL_STATUSES),
  comment: z.string().trim().max(2000).default(''),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

// Lists and the tree.

export const GOAL_VIEWS = ['mine', 'team', 'department', 'company', 'all'] as const;
export type GoalView = (typeof GOAL_VIEWS)[number];
export const GOAL_SORT_FIELDS = ['title', 'progress', 'dueDate', 'updatedAt', 'owner'] as const;

/** GET /api/performance/goals. */
export const goalListQuerySchema = listQuerySchema.extend({
  view: z.enum(GOAL_VIEWS).default('mine'),
  sortBy: z.enum(GOAL_SORT_FIELDS).optional(),
  cycleId: z.string().uuid().optional(),
  status: z.enum(GOAL_STATUSES).optional(),
  /** One owner or several (the filter picks people by name). */
  ownerId: z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(z.string().uuid()).max(50))
    .optional(),
  departmentId: z.string().uuid().optional(),
  level: z.enum(GOAL_LEVELS).optional(),
});
export type GoalListQuery = z.output<typeof goalListQuerySchema>;

/** GET /api/performance/goals/tree: company goals with what aligns to them, as the scope allows. */
export const goalTreeQuerySchema = z.object({
  scope: z.enum(['team', 'all']).default('team'),
  cycleId: z.string().uuid().optional(),
});
export type GoalTreeQuery = z.output<typeof goalTreeQuerySchema>;

/** GET /api/performance/goals/alignment-options: goals one may align to, found by title. */
export const alignmentOptionsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  /** The goal being edited: it and what aligns under it are left out. */
  excludeId: z.string().uuid().optional(),
  /** The level of the goal being aligned: only goals of that level or above are offered. */
  level: z.enum(GOAL_LEVELS).default('individual'),
});

const ref = z.object({ id: z.string(), name: z.string() });
export const goalPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type GoalPerson = z.infer<typeof goalPersonSchema>;

const measureOut = {
  measureKind: z.enum(GOAL_MEASURE_KINDS),
  currency: z.string().nullable(),
  startValue: z.number(),
  targetValue: z.number(),
  currentValue: z.number(),
};

/** Where a goal's or key result's progress comes from (goal-progress.ts on the server). */
export const PROGRESS_SOURCES = ['measure', 'key_results', 'aligned_goals'] as const;
export type ProgressSource = (typeof PROGRESS_SOURCES)[number];

export const goalSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.enum(GOAL_LEVELS),
  department: ref.nullable(),
  owner: goalPersonSchema,
  ...measureOut,
  /** 0 to 100. */
  progress: z.number(),
  status: z.enum(GOAL_STATUSES),
  visibility: z.enum(GOAL_VISIBILITIES),
  cycle: ref.nullable(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  parent: z.object({ id: z.string(), title: z.string(), keyResult: ref.nullable() }).nullable(),
  keyResultCount: z.number(),
  lastCheckInAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type GoalSummary = z.infer<typeof goalSummarySchema>;
export const goalPageSchema = paged(goalSummarySchema);

export const keyResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  ...measureOut,
  weight: z.number().nullable(),
  /** The share of the goal it carries, 0 to 100, after weights are worked out. */
  effectiveWeight: z.number(),
  progress: z.number(),
  progressSource: z.enum(PROGRESS_SOURCES),
  alignedGoalCount: z.number(),
});
export type KeyResult = z.infer<typeof keyResultSchema>;

export const checkInSchema = z.object({
  id: z.string(),
  author: goalPersonSchema.pick({ id: true, name: true }),
  keyResult: ref.nullable(),
  value: z.number().nullable(),
  previousValue: z.number().nullable(),
  status: z.enum(GOAL_STATUSES),
  comment: z.string(),
  /** The goal's progress just after, 0 to 100. */
  goalProgress: z.number(),
  createdAt: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const goalDetailSchema = goalSummarySchema.extend({
  description: z.string(),
  progressSource: z.enum(PROGRESS_SOURCES),
  keyResults: z.array(keyResultSchema),
  parent: z
    .object({
      id: z.string(),
      title: z.string(),
      keyResult: ref.nullable(),
      level: z.enum(GOAL_LEVELS),
      progress: z.number(),
    })
    .nullable(),
  /** Goals aligned to this one (or to one of its key results) that the viewer may see. */
  alignedGoals: z.array(goalSummarySchema.extend({ keyResultId: z.string().nullable() })),
  /** Aligned goals the viewer may not see (private ones); their progress still counts. */
  hiddenAlignedGoalCount: z.number(),
  /** Newest first. */
  checkIns: z.array(checkInSchema),
  createdBy: ref,
  createdAt: z.string(),
  permissions: z.object({ canEdit: z.boolean(), canDelete: z.boolean(), canCheckIn: z.boolean() }),
});
export type GoalDetail = z.infer<typeof goalDetailSchema>;

export const goalTreeNodeSchema = z.object({
  id: z.string(),
  /** The goal it aligns to among the nodes (null at the top), and the key result if one. */
  parentId: z.string().nullable(),
  parentKeyResultId: z.string().nullable(),
  title: z.string(),
  level: z.enum(GOAL_LEVELS),
  owner: goalPersonSchema.pick({ id: true, name: true, avatarUrl: true }),
  department: ref.nullable(),
  status: z.enum(GOAL_STATUSES),
  visibility: z.enum(GOAL_VISIBILITIES),
  progress: z.number(),
  keyResults: z.array(z.object({ id: z.string(), title: z.string(), progress: z.number() })),
});
export type GoalTreeNode = z.infer<typeof goalTreeNodeSchema>;
export const goalTreeSchema = z.object({
  /** Parents before their children; a company goal at the top of each branch. */
  nodes: z.array(goalTreeNodeSchema),
  /** More goals than one answer holds: narrow it by cycle. */
  isTruncated: z.boolean(),
});
export type GoalTree = z.infer<typeof goalTreeSchema>;

export const alignmentOptionSchema = z.object({
  id: z.string(),
  title: z.string(),
  level: z.enum(GOAL_LEVELS),
  owner: z.string(),
  department: z.string().nullable(),
  keyResults: z.array(ref),
});
export type AlignmentOption = z.infer<typeof alignmentOptionSchema>;

// Goal cycles (settings → goal cycles).

export const goalCycleInputSchema = z
  .object({
    name: requiredText(120),
    startDate: date,
    endDate: date,
    isActive: z.boolean().default(true),
  })
  .refine((cycle) => cycle.endDate >= cycle.startDate, {
    path: ['endDate'],
    message: GOAL_MESSAGES.cycleDates,
  });
export type GoalCycleInput = z.input<typeof goalCycleInputSchema>;

export const goalCycleSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  goalCount: z.number(),
});
export type GoalCycle = z.infer<typeof goalCycleSchema>;
