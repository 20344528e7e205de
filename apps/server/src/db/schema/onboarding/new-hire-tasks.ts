import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AssigneeRole, TaskCategory, TaskKind } from '@atrium/shared/schemas/onboarding/plan';
import type { TaskStatus } from '@atrium/shared/schemas/onboarding/tasks';
import { companies } from '../platform/companies.ts';
import { files } from '../platform/files.ts';
import { users } from '../platform/users.ts';
import { newHires } from './new-hires.ts';
import { onboardingTaskTemplates } from './task-templates.ts';

/**
 * A hire's plan: copies of the plan's tasks made when it was assembled (tokens filled in, the role
 * resolved to a person), and tasks added to this hire by hand (`template_id` null). The plan's task
 * may change or go later; the copy stays (the service clears `template_id` before deleting one).
 */
export const newHireTasks = pgTable(
  'new_hire_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    newHireId: uuid('new_hire_id').notNull(),
    templateId: uuid('template_id'),
    name: text('name').notNull(),
    instructions: text('instructions').notNull().default(''),
    category: text('category').$type<TaskCategory>().notNull(),
    kind: text('kind').$type<TaskKind>().notNull().default('task'),
    /** The plan task's files (a handbook, a form to print), copied with it. */
    attachmentFileIds: uuid('attachment_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** An upload task's document, given when it is done. */
    documentFileId: uuid('document_file_id'),
    assigneeRole: text('assignee_role').$type<AssigneeRole>().notNull(),
    /** Null when the role has nobody (no buddy yet, or the hire not yet in People): unassigned. */
    assigneeUserId: uuid('assignee_user_id'),
    assigneeGroupId: uuid('assignee_group_id'),
    dueDate: date('due_date'),
    /** Days from the hire's start date; null for a task due on a date chosen while none was set. */
    dueOffsetDays: integer('due_offset_days'),
    status: text('status').$type<TaskStatus>().notNull().default('open'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'new_hire_tasks_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'new_hire_tasks_new_hire_id_fkey',
      columns: [t.companyId, t.newHireId],
      foreignColumns: [newHires.companyId, newHires.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'new_hire_tasks_template_id_fkey',
      columns: [t.companyId, t.templateId],
      foreignColumns: [onboardingTaskTemplates.companyId, onboardingTaskTemplates.id],
    }),
    foreignKey({
      name: 'new_hire_tasks_assignee_user_id_fkey',
      columns: [t.companyId, t.assigneeUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'new_hire_tasks_document_file_id_fkey',
      columns: [t.companyId, t.documentFileId],
      foreignColumns: [files.companyId, files.id],
    }),
    foreignKey({
      name: 'new_hire_tasks_completed_by_fkey',
      columns: [t.companyId, t.completedBy],
      foreignColumns: [users.companyId, users.id],
    }),
    // A task is a person's or a group's, never both: "my tasks" counts the two apart.
    check('new_hire_tasks_one_assignee', sql`${t.assigneeUserId} is null or ${t.assigneeGroupId} is null`),
    // My tasks (a benchmark target: 500 hires × 40 tasks). A page is read in the list's order (open
    // first, then by due date) and stops at its last row; the count reads the person's and their
    // groups' tasks from these indexes alone (the hire, to leave out cancelled ones, is in them).
    index('new_hire_tasks_order_idx').on(
      t.companyId,
      sql`(${t.status} <> 'open')`,
      t.dueDate,
      t.newHireId,
      t.position,
      t.id,
    ),
    index('new_hire_tasks_assignee_idx').on(t.companyId, t.assigneeUserId, t.status, t.dueDate, t.newHireId),
    index('new_hire_tasks_group_idx').on(t.companyId, t.assigneeGroupId, t.status, t.dueDate, t.newHireId),
    index('new_hire_tasks_hire_idx').on(t.companyId, t.newHireId, t.position),
    index('new_hire_tasks_template_idx').on(t.companyId, t.templateId),
  ],
);

export type NewHireTaskRow = typeof newHireTasks.$inferSelect;
