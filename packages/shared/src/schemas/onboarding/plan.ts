import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../../constants/employment.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { richText } from '../platform/rich-text.ts';
import { requiredText } from '../platform/required-text.ts';

// Onboarding settings → tasks (issue 20): the plan's task templates. A task applies to a hire when
// the hire matches at least one value of every criterion set on it; no criteria, everyone.

/** Who does a task: a role of the hire's (resolved when the plan is assembled) or a named person or group. */
export const ASSIGNEE_ROLES = [
  'new_hire',
  'manager',
  'hr_contact',
  'buddy',
  'it',
  'person',
  'group',
] as const;
export type AssigneeRole = (typeof ASSIGNEE_ROLES)[number];
export const ASSIGNEE_ROLE_LABELS: Record<AssigneeRole, string> = {
  new_hire: 'New hire',
  manager: 'Manager',
  hr_contact: 'HR contact',
  buddy: 'Buddy',
  it: 'IT',
  person: 'A named person',
  group: 'A group',
};

export const TASK_CATEGORIES = ['paperwork', 'it_equipment', 'introductions', 'training', 'other'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export const TASK_CATEGORY_LABELS: Record<TaskCategory, string> = {
  paperwork: 'Paperwork',
  it_equipment: 'IT & equipment',
  introductions: 'Introductions',
  training: 'Training',
  other: 'Other',
};

/** A form or an upload is the new hire's to fill in or send (issue 20, item 3). */
export const TASK_KINDS = ['task', 'form', 'upload'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** A due date is at most a year before or after the start date. */
export const MAX_DUE_OFFSET_DAYS = 365;
export const MAX_CRITERIA_IDS = 100;

/** The tokens a task's instructions may use, filled in (escaped) when a hire's plan is assembled. */
export const ONBOARDING_TOKENS = {
  NEW_HIRE_FIRST_NAME: { label: "The new hire's first name", sample: 'Grace' },
  NEW_HIRE_FULL_NAME: { label: "The new hire's full name", sample: 'Grace Hopper' },
  START_DATE: { label: 'Start date', sample: '5 January 2027' },
  MANAGER_NAME: { label: "The new hire's manager", sample: 'Maya Lindqvist' },
  JOB_TITLE: { label: 'Job title', sample: 'Senior Backend Engineer' },
} as const;
export type OnboardingToken = keyof typeof ONBOARDING_TOKENS;

export const ONBOARDING_TOKEN_PATTERN = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** A template's text with its tokens in words, for lists and reports: "First coffee with ‹the new hire's first name›". */
export const withTokenLabels = (text: string): string =>
  text.replace(ONBOARDING_TOKEN_PATTERN, (token, name: string) =>
    name in ONBOARDING_TOKENS
      ? `‹${ONBOARDING_TOKENS[name as OnboardingToken].label.replace(/^The /, 'the ')}›`
      : token,
  );

/** The tokens of a text that are not in the catalogue. */
export const unknownOnboardingTokens = (text: string): string[] =>
  [...text.matchAll(ONBOARDING_TOKEN_PATTERN)]
    .map((match) => match[1]!)
    .filter((name) => !(name in ONBOARDING_TOKENS));

export const PLAN_MESSAGES = {
  personRequired: 'Select a person',
  groupRequired: 'Select a group',
  offsetRange: `Use a number of days between -${MAX_DUE_OFFSET_DAYS} and ${MAX_DUE_OFFSET_DAYS}`,
  duplicates: 'Each value can be chosen once',
  tooMany: `Choose at most ${MAX_CRITERIA_IDS}`,
  orderMismatch: 'List every task of the plan once',
  tooManyAttachments: 'Attach at most 10 files',
  attachmentGone: 'This file is no longer available. Upload it again',
} as const;

/** A task's files: a plan task's attachments, an upload task's document. */
export const MAX_TASK_ATTACHMENTS = 10;
export const taskFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});
export type TaskFile = z.infer<typeof taskFileSchema>;

const uniqueIds = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(MAX_CRITERIA_IDS, PLAN_MESSAGES.tooMany)
    .refine((ids) => new Set(ids).size === ids.length, PLAN_MESSAGES.duplicates)
    .default([]);

export const taskCriteriaSchema = z.object({
  departmentIds: uniqueIds(z.uuid()),
  locationIds: uniqueIds(z.uuid()),
  employmentTypes: uniqueIds(z.enum(EMPLOYMENT_TYPES)),
  criterionValueIds: uniqueIds(z.uuid()),
});
export type TaskCriteriaInput = z.output<typeof taskCriteriaSchema>;

export const dueOffsetDaysSchema = z
  .number({ error: PLAN_MESSAGES.offsetRange })
  .int(PLAN_MESSAGES.offsetRange)
  .min(-MAX_DUE_OFFSET_DAYS, PLAN_MESSAGES.offsetRange)
  .max(MAX_DUE_OFFSET_DAYS, PLAN_MESSAGES.offsetRange);

/** Rich text whose tokens are all in the catalogue. */
export const instructionsSchema = richText(20_000, 'Use at most 20,000 characters').superRefine(
  (text, context) => {
    const unknown = unknownOnboardingTokens(text);
    if (unknown.length > 0)
      context.addIssue({
        code: 'custom',
        message: `Unknown token ${unknown.map((name) => `{{${name}}}`).join(', ')}`,
      });
  },
);

/** A person is named for `person` (and may be for `it`); a group for `group` (or `it`). */
export function checkAssignee(
  value: { assigneeRole: AssigneeRole; assigneeUserId: string | null; assigneeGroupId: string | null },
  context: z.RefinementCtx,
): void {
  if (value.assigneeRole === 'person' && !value.assigneeUserId)
    context.addIssue({ code: 'custom', path: ['assigneeUserId'], message: PLAN_MESSAGES.personRequired });
  if (value.assigneeRole === 'group' && !value.assigneeGroupId)
    context.addIssue({ code: 'custom', path: ['assigneeGroupId'], message: PLAN_MESSAGES.groupRequired });
}

/** A role of the hire's names nobody on the task itself; IT names its person or team. */
export const assigneeOf = <
  T extends { assigneeRole: AssigneeRole; assigneeUserId: string | null; assigneeGroupId: string | null },
>(
  value: T,
): T => ({
  ...value,
  assigneeUserId: ['person', 'it'].includes(value.assigneeRole) ? value.assigneeUserId : null,
  assigneeGroupId:
    value.assigneeRole === 'group' || (value.assigneeRole === 'it' && !value.assigneeUserId)
      ? value.assigneeGroupId
      : null,
});

/** POST and PUT /api/onboarding/settings/tasks[/:id]. */
export const taskTemplateBodySchema = z
  .object({
    name: requiredText(200, 'Use at most 200 characters'),
    instructions: instructionsSchema.default(''),
    category: z.enum(TASK_CATEGORIES).default('other'),
    kind: z.enum(TASK_KINDS).default('task'),
    assigneeRole: z.enum(ASSIGNEE_ROLES),
    assigneeUserId: z.uuid(PLAN_MESSAGES.personRequired).nullable().default(null),
    assigneeGroupId: z.uuid(PLAN_MESSAGES.groupRequired).nullable().default(null),
    /** Days from the start date: -14 is two weeks before, 3 three days after. */
    dueOffsetDays: dueOffsetDaysSchema.default(0),
    active: z.boolean().default(true),
    /** Uploaded first (POST /api/files); each hire's copy of the task offers them. */
    attachmentFileIds: z
      .array(z.uuid(PLAN_MESSAGES.attachmentGone))
      .max(MAX_TASK_ATTACHMENTS, PLAN_MESSAGES.tooManyAttachments)
      .refine((ids) => new Set(ids).size === ids.length, PLAN_MESSAGES.duplicates)
      .default([]),
    criteria: taskCriteriaSchema.default({
      departmentIds: [],
      locationIds: [],
      employmentTypes: [],
      criterionValueIds: [],
    }),
  })
  .superRefine(checkAssignee)
  .transform(assigneeOf);
export type TaskTemplateBody = z.input<typeof taskTemplateBodySchema>;
export type TaskTemplateInput = z.output<typeof taskTemplateBodySchema>;

/** PUT /api/onboarding/settings/tasks/order: every task of the plan, in its new order. */
export const taskTemplateOrderSchema = z.object({
  ids: z
    .array(z.uuid())
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, PLAN_MESSAGES.duplicates),
});

const named = z.object({ id: z.string(), name: z.string() });

export const taskCriteriaViewSchema = z.object({
  departments: z.array(named),
  locations: z.array(named),
  employmentTypes: z.array(z.enum(EMPLOYMENT_TYPES)),
  criterionValues: z.array(named.extend({ criterionId: z.string(), criterionName: z.string() })),
});
export type TaskCriteriaView = z.infer<typeof taskCriteriaViewSchema>;

export const taskTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  instructions: richText(),
  category: z.enum(TASK_CATEGORIES),
  kind: z.enum(TASK_KINDS),
  assigneeRole: z.enum(ASSIGNEE_ROLES),
  assignee: named.nullable(),
  assigneeGroup: named.nullable(),
  dueOffsetDays: z.number(),
  position: z.number(),
  active: z.boolean(),
  attachments: z.array(taskFileSchema),
  criteria: taskCriteriaViewSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskTemplate = z.infer<typeof taskTemplateSchema>;

const optionalQueryDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .refine(
    (value) => !isRealDate(value) || (value >= '1900-01-01' && value <= '2200-12-31'),
    'Enter a date between 1900 and 2200',
  )
  .optional()
  .transform((value) => (value ? value : undefined));

/** Comma-separated ids in a query string. */
export const idListQuery = z
  .string()
  .max(3_800)
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(MAX_CRITERIA_IDS));

/** GET /api/onboarding/settings/preview: a sample hire. */
export const planPreviewQuerySchema = z.object({
  departmentId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional(),
  criterionValueIds: idListQuery,
  /** The sample start date; today when absent. */
  startDate: optionalQueryDate,
});
export type PlanPreviewQuery = z.output<typeof planPreviewQuerySchema>;

export const planPreviewTaskSchema = z.object({
  templateId: z.string(),
  name: z.string(),
  instructions: richText(),
  category: z.enum(TASK_CATEGORIES),
  kind: z.enum(TASK_KINDS),
  assigneeRole: z.enum(ASSIGNEE_ROLES),
  assignee: named.nullable(),
  assigneeGroup: named.nullable(),
  dueOffsetDays: z.number(),
  dueDate: z.string(),
});
export const planPreviewSchema = z.object({
  startDate: z.string(),
  tasks: z.array(planPreviewTaskSchema),
});
export type PlanPreview = z.infer<typeof planPreviewSchema>;
