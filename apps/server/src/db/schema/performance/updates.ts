import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Priority, UpdateStatus } from '@atrium/shared/schemas/performance/updates';
import type { UpdateCadence } from '@atrium/shared/schemas/performance/updates-period';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * When updates are due and what they ask: the company's defaults (no manager), or a manager's own
 * for their direct reports (the permission `custom_settings.configure.team`). `remind_on_due_day`
 * is the company's switch; a team's row keeps the default and nothing reads it.
 */
export const updateSettings = pgTable(
  'performance_update_settings',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    managerId: uuid('manager_id'),
    cadence: text('cadence').$type<UpdateCadence>().notNull(),
    /** ISO weekday, 1 Monday to 7 Sunday. */
    dueWeekday: integer('due_weekday').notNull(),
    questions: jsonb('questions').$type<string[]>().notNull(),
    remindOnDueDay: boolean('remind_on_due_day').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_update_settings_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_update_settings_manager_id_fkey',
      columns: [t.companyId, t.managerId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    uniqueIndex('performance_update_settings_company_key')
      .on(t.companyId)
      .where(sql`${t.managerId} is null`),
    uniqueIndex('performance_update_settings_manager_key')
      .on(t.companyId, t.managerId)
      .where(sql`${t.managerId} is not null`),
    check('performance_update_settings_due_weekday', sql`${t.dueWeekday} between 1 and 7`),
  ],
);

export interface UpdateAnswer {
  question: string;
  answer: string;
}

/**
 * One person's update for one period (from `period_start` to the due day `period_end`, on the
 * company's clock): a draft only its author reads, then shared with their manager, then reviewed.
 * The questions are copied in with the answers, so a later change of the questions leaves it as
 * it was asked.
 */
export const updates = pgTable(
  'performance_updates',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    authorId: uuid('author_id').notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    cadence: text('cadence').$type<UpdateCadence>().notNull(),
    status: text('status').$type<UpdateStatus>().notNull().default('draft'),
    sentiment: integer('sentiment'),
    answers: jsonb('answers').$type<UpdateAnswer[]>().notNull(),
    accomplishments: text('accomplishments').notNull().default(''),
    priorities: jsonb('priorities').$type<Priority[]>().notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // No foreign key: the review stays when its reviewer's account goes (a composite key cannot
    // set only this column to null).
    reviewedById: uuid('reviewed_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_updates_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_updates_author_id_fkey',
      columns: [t.companyId, t.authorId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    // One update per person and period; the period lookups (`start <= day <= end`) read it too.
    uniqueIndex('performance_updates_period_key').on(t.companyId, t.authorId, t.periodStart),
    check('performance_updates_sentiment', sql`${t.sentiment} between 1 and 5`),
    check('performance_updates_period', sql`${t.periodStart} <= ${t.periodEnd}`),
  ],
);

/** A comment on an update by its author or a manager above them; each edits their own. */
export const updateComments = pgTable(
  'performance_update_comments',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    updateId: uuid('update_id').notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'performance_update_comments_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_update_comments_update_id_fkey',
      columns: [t.companyId, t.updateId],
      foreignColumns: [updates.companyId, updates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_update_comments_author_id_fkey',
      columns: [t.companyId, t.authorId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('performance_update_comments_update_idx').on(t.companyId, t.updateId, t.createdAt),
  ],
);

/**
 * The due-day reminders sent: one row per person and period, inserted by the sweep that sends it
 * (an insert that conflicts sends nothing), so each goes once whichever instance sweeps.
 */
export const updateReminders = pgTable(
  'performance_update_reminders',
  {
    companyId: companyId(),
    userId: uuid('user_id').notNull(),
    periodEnd: date('period_end').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'performance_update_reminders_pkey',
      columns: [t.companyId, t.userId, t.periodEnd],
    }),
    foreignKey({
      name: 'performance_update_reminders_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);
