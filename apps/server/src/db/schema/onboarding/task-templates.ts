import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

/**
 * The onboarding plan: tasks every matching hire gets, due days before or after their start date.
 * `assignee_group_id` names a group without a foreign key, as new hires name departments: company
 * administration deletes groups and cannot know of Onboarding; a group gone leaves the task unassigned.
 */
export const onboardingTaskTemplates = pgTable(
  'onboarding_task_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Rich text with tokens ({{NEW_HIRE_FIRST_NAME}}…), filled in when a hire's plan is assembled. */
    instructions: text('instructions').notNull().default(''),
    category: text('category').$type<TaskCategory>().notNull(),
    kind: text('kind').$type<TaskKind>().notNull().default('task'),
    /** Files every hire's copy of the task offers (their ids: the company's uploads). */
    attachmentFileIds: uuid('attachment_file_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    assigneeRole: text('assignee_role').$type<AssigneeRole>().notNull(),
    assigneeUserId: uuid('assignee_user_id'),
    assigneeGroupId: uuid('assignee_group_id'),
    /** Days from the start date; negative is before it. */
    dueOffsetDays: integer('due_offset_days').notNull().default(0),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_task_templates_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'onboarding_task_templates_assignee_user_id_fkey',
      columns: [t.companyId, t.assigneeUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    index('onboarding_task_templates_company_position_idx').on(t.companyId, t.position),
  ],
);

export const TEMPLATE_CRITERION_KINDS = [
  'department',
  'location',
  'employment_type',
  'criterion_value',
] as const;
export type TemplateCriterionKind = (typeof TEMPLATE_CRITERION_KINDS)[number];

/**
 * The criteria set on a task of the plan, one row per value: a department, a location, an
 * employment type or a value of an other criterion (its id or the employment type as text).
 * Departments and locations without a foreign key, for the reason given on `new_hires`: one
 * deleted matches nobody, rather than widening the task to everyone.
 */
export const onboardingTaskTemplateCriteria = pgTable(
  'onboarding_task_template_criteria',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id').notNull(),
    kind: text('kind').$type<TemplateCriterionKind>().notNull(),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'onboarding_task_template_criteria_pkey',
      columns: [t.companyId, t.templateId, t.kind, t.value],
    }),
    foreignKey({
      name: 'onboarding_task_template_criteria_template_id_fkey',
      columns: [t.companyId, t.templateId],
      foreignColumns: [onboardingTaskTemplates.companyId, onboardingTaskTemplates.id],
    }).onDelete('cascade'),
    index('onboarding_task_template_criteria_value_idx').on(t.companyId, t.kind, t.value),
  ],
);

export type TaskTemplateRow = typeof onboardingTaskTemplates.$inferSelect;
