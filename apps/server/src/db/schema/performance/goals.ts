import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type {
  GoalLevel,
  GoalMeasureKind,
  GoalStatus,
  GoalVisibility,
} from '@atrium/shared/schemas/performance/goals';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

// Performance → Goals (issue 21 item 4). Named performance_goal* apart from Recruiting's hiring
// goals (recruiting_goals).

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** A measured value: up to 18 digits before the point and 4 after (money, counts, percentages). */
const measure = (name: string) => numeric(name, { precision: 22, scale: 4, mode: 'number' });

/** A period goals are set for (settings → goal cycles). A goal need not belong to one. */
export const performanceGoalCycles = pgTable(
  'performance_goal_cycles',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_goal_cycles_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('performance_goal_cycles_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('performance_goal_cycles_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/**
 * An individual, department or company goal with its own measure. Its progress (0 to 1) is stored,
 * written by goal-progress.ts whenever the goal, its key results or the goals aligned to it change,
 * so lists sort and filter by it without walking the tree.
 *
 * A goal aligns to a parent goal, or to one of the parent's key results (then both columns are set).
 * `department_id` is a plain column, not a foreign key: a department deleted in the admin console
 * leaves its goals and their history in place, to be moved to another department (a composite key
 * could neither cascade without losing them nor set only this column to null).
 */
export const performanceGoals = pgTable(
  'performance_goals',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    level: text('level').$type<GoalLevel>().notNull(),
    departmentId: uuid('department_id'),
    ownerId: uuid('owner_id').notNull(),
    createdById: uuid('created_by_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    measureKind: text('measure_kind').$type<GoalMeasureKind>().notNull(),
    /** ISO 4217 code, for a currency measure only. */
    currency: text('currency'),
    startValue: measure('start_value').notNull().default(0),
    targetValue: measure('target_value').notNull().default(1),
    currentValue: measure('current_value').notNull().default(0),
    startDate: date('start_date'),
    dueDate: date('due_date'),
    status: text('status').$type<GoalStatus>().notNull().default('on_track'),
    visibility: text('visibility').$type<GoalVisibility>().notNull().default('public'),
    cycleId: uuid('cycle_id'),
    parentGoalId: uuid('parent_goal_id'),
    parentKeyResultId: uuid('parent_key_result_id'),
    progress: doublePrecision('progress').notNull().default(0),
    lastCheckInAt: timestamp('last_check_in_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ name: 'performance_goals_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_goals_owner_id_fkey',
      columns: [t.companyId, t.ownerId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_goals_created_by_id_fkey',
      columns: [t.companyId, t.createdById],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_goals_cycle_id_fkey',
      columns: [t.companyId, t.cycleId],
      foreignColumns: [performanceGoalCycles.companyId, performanceGoalCycles.id],
    }),
    // No action on delete: deleting a goal first detaches what is aligned to it (goals.service.ts).
    foreignKey({
      name: 'performance_goals_parent_goal_id_fkey',
      columns: [t.companyId, t.parentGoalId],
      foreignColumns: [t.companyId, t.id],
    }),
    foreignKey({
      name: 'performance_goals_parent_key_result_id_fkey',
      columns: [t.companyId, t.parentKeyResultId],
      foreignColumns: [performanceGoalKeyResults.companyId, performanceGoalKeyResults.id],
    }),
    check(
      'performance_goals_department_level',
      sql`(${t.level} = 'department') = (${t.departmentId} is not null)`,
    ),
    check(
      'performance_goals_key_result_has_goal',
      sql`${t.parentKeyResultId} is null or ${t.parentGoalId} is not null`,
    ),
    check('performance_goals_not_own_parent', sql`${t.parentGoalId} is null or ${t.parentGoalId} <> ${t.id}`),
    check('performance_goals_currency', sql`(${t.measureKind} = 'currency') = (${t.currency} is not null)`),
    index('performance_goals_owner_idx').on(t.companyId, t.ownerId),
    index('performance_goals_parent_idx').on(t.companyId, t.parentGoalId),
    index('performance_goals_parent_key_result_idx').on(t.companyId, t.parentKeyResultId),
    index('performance_goals_level_idx').on(t.companyId, t.level, t.departmentId),
    index('performance_goals_cycle_idx').on(t.companyId, t.cycleId),
  ],
);

/** A key result of a goal: its own measure, and an optional weight (a percentage of the goal). */
export const performanceGoalKeyResults = pgTable(
  'performance_goal_key_results',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    goalId: uuid('goal_id').notNull(),
    title: text('title').notNull(),
    measureKind: text('measure_kind').$type<GoalMeasureKind>().notNull(),
    currency: text('currency'),
    startValue: measure('start_value').notNull().default(0),
    targetValue: measure('target_value').notNull().default(1),
    currentValue: measure('current_value').notNull().default(0),
    /** Null: it shares what the weighted ones leave (goal-progress.ts). */
    weight: measure('weight'),
    position: integer('position').notNull().default(0),
    progress: doublePrecision('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t): PgTableExtraConfigValue[] => [
    primaryKey({ name: 'performance_goal_key_results_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_goal_key_results_goal_id_fkey',
      columns: [t.companyId, t.goalId],
      foreignColumns: [performanceGoals.companyId, performanceGoals.id],
    }).onDelete('cascade'),
    check(
      'performance_goal_key_results_currency',
      sql`(${t.measureKind} = 'currency') = (${t.currency} is not null)`,
    ),
    index('performance_goal_key_results_goal_idx').on(t.companyId, t.goalId, t.position),
  ],
);

/**
 * A progress update: the goal's or one key result's new value (none when its progress comes from
 * what is aligned to it), the goal's status then, a comment, and the goal's progress after it (the
 * history chart's points).
 */
export const performanceGoalCheckIns = pgTable(
  'performance_goal_check_ins',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    goalId: uuid('goal_id').notNull(),
    keyResultId: uuid('key_result_id'),
    authorId: uuid('author_id').notNull(),
    value: measure('value'),
    previousValue: measure('previous_value'),
    status: text('status').$type<GoalStatus>().notNull(),
    comment: text('comment').notNull().default(''),
    goalProgress: doublePrecision('goal_progress').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_goal_check_ins_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_goal_check_ins_goal_id_fkey',
      columns: [t.companyId, t.goalId],
      foreignColumns: [performanceGoals.companyId, performanceGoals.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_goal_check_ins_key_result_id_fkey',
      columns: [t.companyId, t.keyResultId],
      foreignColumns: [performanceGoalKeyResults.companyId, performanceGoalKeyResults.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_goal_check_ins_author_id_fkey',
      columns: [t.companyId, t.authorId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('performance_goal_check_ins_goal_idx').on(t.companyId, t.goalId, t.createdAt),
  ],
);
