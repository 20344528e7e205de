import { z } from 'zod';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { paged } from '../platform/api.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../constants/limits.ts';
import { richText } from '../platform/rich-text.ts';
import { requiredText } from '../platform/required-text.ts';
import {
  ASSIGNEE_ROLES,
  TASK_CATEGORIES,
  TASK_KINDS,
  assigneeOf,
  checkAssignee,
  dueOffsetDaysSchema,
  instructionsSchema,
  taskFileSchema,
} from './plan.ts';
import { NEW_HIRE_STATES } from './new-hires.ts';

// A new hire's tasks (issue 20, item 3): assembled from the plan, adjusted per hire, done by
// whoever they are assigned to; /onboarding/my_tasks lists one's own across hires.

export const TASK_STATUSES = ['open', 'done', 'skipped'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_MESSAGES = {
  alreadyDone: 'This task is already done',
  alreadySkipped: 'This task is already skipped',
  alreadyOpen: 'This task is already open',
  notYours: 'Only the person this task is assigned to can complete it',
  hireCancelled: "This new hire's onboarding was cancelled",
  dueDateRange: 'Enter a date between 1900 and 2200',
  nobodyToRemind: 'This task is not assigned to anyone who can be reminded',
  documentRequired: 'Upload the document to complete this task',
  documentGone: 'This file is no longer available. Upload it again',
  documentNotYours: 'Upload the document yourself to complete this task',
} as const;

const dueDateSchema = z
  .string()
  .trim()
  .refine(isRealDate, DATE_INVALID)
  .refine(
    (value) => !isRealDate(value) || (value >= '1900-01-01' && value <= '2200-12-31'),
    TASK_MESSAGES.dueDateRange,
  );

/** POST /api/onboarding/new-hires/:id/tasks: a task for this hire only. Due on a date, or days from the start. */
export const addTaskBodySchema = z
  .object({
    name: requiredText(200, 'Use at most 200 characters'),
    instructions: instructionsSchema.default(''),
    category: z.enum(TASK_CATEGORIES).default('other'),
    kind: z.enum(TASK_KINDS).default('task'),
    assigneeRole: z.enum(ASSIGNEE_ROLES).default('person'),
    assigneeUserId: z.uuid('Select a person').nullable().default(null),
    assigneeGroupId: z.uuid('Select a group').nullable().default(null),
    dueDate: dueDateSchema.nullable().default(null),
    dueOffsetDays: dueOffsetDaysSchema.nullable().default(null),
  })
  .superRefine((value, context) => {
    // Asked for by role, the person may be left for later ("unassigned"); a group must be named.
    if (value.assigneeRole === 'group') checkAssignee(value, context);
  })
  .transform(assigneeOf);
export type AddTaskBody = z.input<typeof addTaskBodySchema>;
export type AddTaskInput = z.output<typeof addTaskBodySchema>;

/** PATCH /api/onboarding/tasks/:id: an omitted field stays; a person named takes the task (null: unassigned). */
export const updateTaskBodySchema = z.object({
  name: requiredText(200, 'Use at most 200 characters').optional(),
  instructions: instructionsSchema.optional(),
  category: z.enum(TASK_CATEGORIES).optional(),
  dueDate: dueDateSchema.nullable().optional(),
  assigneeUserId: z.uuid('Select a person').nullable().optional(),
});
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

/** POST /api/onboarding/tasks/:id/complete: an upload task is done with its document (uploaded first). */
export const completeTaskBodySchema = z
  .object({ documentFileId: z.uuid(TASK_MESSAGES.documentGone).optional() })
  // A POST without a body reaches the schema as null.
  .nullish()
  .transform((body) => body ?? {});
export type CompleteTaskBody = z.output<typeof completeTaskBodySchema>;
export type UpdateTaskInput = z.output<typeof updateTaskBodySchema>;

const named = z.object({ id: z.string(), name: z.string() });

export const newHireTaskSchema = z.object({
  id: z.string(),
  newHireId: z.string(),
  /** The plan's task it came from; null for one added to this hire by hand. */
  templateId: z.string().nullable(),
  name: z.string(),
  instructions: richText(),
  category: z.enum(TASK_CATEGORIES),
  kind: z.enum(TASK_KINDS),
  assigneeRole: z.enum(ASSIGNEE_ROLES),
  /** Null when the role has nobody (no buddy yet): shown as unassigned. */
  assignee: named.nullable(),
  assigneeGroup: named.nullable(),
  dueDate: z.string().nullable(),
  dueOffsetDays: z.number().nullable(),
  status: z.enum(TASK_STATUSES),
  isOverdue: z.boolean(),
  completedAt: z.string().nullable(),
  completedBy: named.nullable(),
  /** The plan task's files, offered to whoever does it. */
  attachments: z.array(taskFileSchema),
  /** An upload task's document, once given. */
  document: taskFileSchema.nullable(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewHireTask = z.infer<typeof newHireTaskSchema>;

export const myTaskSchema = newHireTaskSchema.extend({
  newHire: z.object({
    id: z.string(),
    name: z.string(),
    startDate: z.string().nullable(),
    state: z.enum(NEW_HIRE_STATES),
  }),
});
export type MyTask = z.infer<typeof myTaskSchema>;
/** A page of my tasks; `overdue` counts the matches (of every page) that are open and past their due date. */
export const myTasksPageSchema = paged(myTaskSchema).extend({ overdue: z.number() });
export type MyTasksPage = z.infer<typeof myTasksPageSchema>;

/** POST /api/onboarding/tasks/:id/remind: who was sent the reminder (the assignee, or the group's members). */
export const taskReminderResultSchema = z.object({ reminded: z.array(named) });
export type TaskReminderResult = z.infer<typeof taskReminderResultSchema>;

/**
 * GET /api/onboarding/my-tasks: one's own tasks (those of one's groups too), open first, overdue
 * first, then by due date. With `task.view.all`, `assignee` is `all` or a colleague's id.
 */
export const myTasksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  status: z.enum([...TASK_STATUSES, 'all']).default('all'),
  assignee: z.union([z.literal('all'), z.literal('me'), z.uuid()]).default('me'),
});
export type MyTasksQuery = z.output<typeof myTasksQuerySchema>;
