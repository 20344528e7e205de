import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { GoalMetric, OfferStatus } from '@atrium/shared/schemas/recruiting/offers';
import { companies } from '../platform/companies.ts';
import { departments } from '../platform/departments.ts';
import { files } from '../platform/files.ts';
import { users } from '../platform/users.ts';
import { applications } from './candidates.ts';

/**
 * An application's offer, one row per version: editing a sent or approved offer deprecates the row
 * and writes the next version, so earlier approvals stay with the terms they approved.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').notNull().defaultRandom(),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').notNull(),
    version: integer('version').notNull().default(1),
    status: text('status').$type<OfferStatus>().notNull().default('draft'),
    /** No foreign keys to the template and opening: deleting either keeps the offer as it was. */
    templateId: uuid('template_id'),
    salary: integer('salary').notNull(),
    currency: text('currency').notNull(),
    salaryPeriod: text('salary_period').$type<'year' | 'month' | 'hour'>().notNull().default('year'),
    startDate: date('start_date').notNull(),
    expiresOn: date('expires_on'),
    openingId: uuid('opening_id'),
    customFields: jsonb('custom_fields')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    letterHtml: text('letter_html').notNull().default(''),
    note: text('note').notNull().default(''),
    approvalRequestId: uuid('approval_request_id'),
    letterFileId: uuid('letter_file_id'),
    /** SHA-256 of the candidate's answer link; set when sent. */
    answerTokenHash: text('answer_token_hash'),
    responseNote: text('response_note').notNull().default(''),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'offers_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('offers_company_public_id_key').on(t.companyId, t.publicId),
    // One current offer per application; earlier versions are deprecated.
    uniqueIndex('offers_current_key')
      .on(t.companyId, t.applicationId)
      .where(sql`${t.status} <> 'deprecated'`),
    foreignKey({
      name: 'offers_application_id_fkey',
      columns: [t.companyId, t.applicationId],
      foreignColumns: [applications.companyId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'offers_letter_file_id_fkey',
      columns: [t.companyId, t.letterFileId],
      foreignColumns: [files.companyId, files.id],
    }),
    foreignKey({
      name: 'offers_created_by_id_fkey',
      columns: [t.companyId, t.createdById],
      foreignColumns: [users.companyId, users.id],
    }),
    index('offers_company_status_idx').on(t.companyId, t.status),
  ],
);

export type OfferRow = typeof offers.$inferSelect;

/** A recruiting goal: a target of a metric over a period, for one person or a department. */
export const recruitingGoals = pgTable(
  'recruiting_goals',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    metric: text('metric').$type<GoalMetric>().notNull(),
    target: integer('target').notNull(),
    /** Whose goal: a person, or a team (department); exactly one is set. */
    userId: uuid('user_id'),
    departmentId: uuid('department_id'),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'recruiting_goals_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'recruiting_goals_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'recruiting_goals_department_id_fkey',
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }).onDelete('cascade'),
    index('recruiting_goals_company_period_idx').on(t.companyId, t.periodEnd),
  ],
);
