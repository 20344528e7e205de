import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
export const jobScorecards = pgTable('job_scorecards', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  categories: jsonb('categories')
    .$type<ScorecardCategory[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Questionnaires a job sends candidates. */
export const jobForms = pgTable(
  'job_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    questions: jsonb('questions')
      .$type<PostQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_forms_company_job_idx').on(t.companyId, t.jobId)],
);

/** What happens when a candidate enters a stage; fired when candidates move (Recruiting II). */
export const jobStageTransitions = pgTable(
  'job_stage_transitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => jobStages.id, { onDelete: 'cascade' }),
    action: text('action').$type<TransitionAction>().notNull(),
    emailTemplateId: uuid('email_template_id').references(() => emailTemplates.id, { onDelete: 'cascade' }),
    formId: uuid('form_id').references(() => jobForms.id, { onDelete: 'cascade' }),
    creditUserId: uuid('credit_user_id').references(() => users.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
  },
  (t) => [index('job_stage_transitions_company_job_idx').on(t.companyId, t.jobId, t.position)],
);
