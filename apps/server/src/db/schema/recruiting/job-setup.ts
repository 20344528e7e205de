import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  foreignKey,
  primaryKey,
} from 'drizzle-orm/pg-core';
import type { PostQuestion } from '@atrium/shared/schemas/recruiting/job-posts';
import type { TransitionAction } from '@atrium/shared/schemas/recruiting/job-setup';
import { companies } from '../platform/companies.ts';
import { jobStages } from './job-stages.ts';
import { jobs } from './jobs.ts';
import { emailTemplates } from './templates.ts';
import { users } from '../platform/users.ts';

export interface ScorecardCategory {
  id: string;
  name: string;
  attributes: Array<{ id: string; name: string }>;
}

/** What interviewers rate candidates on: categories of attributes. One row per job once edited. */
export const jobScorecards = pgTable(
  'job_scorecards',
  {
    jobId: uuid('job_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categories: jsonb('categories')
      .$type<ScorecardCategory[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_scorecards_pkey', columns: [t.companyId, t.jobId] }),
    foreignKey({
      name: 'job_scorecards_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
  ],
);

/** Questionnaires a job sends candidates. */
export const jobForms = pgTable(
  'job_forms',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    name: text('name').notNull(),
    questions: jsonb('questions')
      .$type<PostQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_forms_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'job_forms_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    index('job_forms_company_job_idx').on(t.companyId, t.jobId),
  ],
);

/** What happens when a candidate enters a stage; fired when candidates move (Recruiting II). */
export const jobStageTransitions = pgTable(
  'job_stage_transitions',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    stageId: uuid('stage_id').notNull(),
    action: text('action').$type<TransitionAction>().notNull(),
    emailTemplateId: uuid('email_template_id'),
    formId: uuid('form_id'),
    creditUserId: uuid('credit_user_id'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'job_stage_transitions_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'job_stage_transitions_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_stage_transitions_stage_id_fkey',
      columns: [t.companyId, t.stageId],
      foreignColumns: [jobStages.companyId, jobStages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_stage_transitions_email_template_id_fkey',
      columns: [t.companyId, t.emailTemplateId],
      foreignColumns: [emailTemplates.companyId, emailTemplates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_stage_transitions_form_id_fkey',
      columns: [t.companyId, t.formId],
      foreignColumns: [jobForms.companyId, jobForms.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_stage_transitions_credit_user_id_fkey',
      columns: [t.companyId, t.creditUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    index('job_stage_transitions_company_job_idx').on(t.companyId, t.jobId, t.position),
  ],
);
