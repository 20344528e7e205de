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
  bigint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { JobStageKind } from '@atrium/shared/schemas/recruiting/job-stages';
import { companies } from '../platform/companies.ts';
import { jobs } from './jobs.ts';

/**
 * The stages of a job's interview plan, in order. Every job has Application Review first and Offer
 * last; the stages between are the company's interviews. Applications sit in exactly one stage.
 */
export const jobStages = pgTable(
  'job_stages',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The integer id the Harvest and Job Board APIs answer (Greenhouse's ids are integers); never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<JobStageKind>().notNull().default('interview'),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_stages_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('job_stages_company_public_id_key').on(t.companyId, t.publicId),
    foreignKey({
      name: 'job_stages_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    index('job_stages_company_job_idx').on(t.companyId, t.jobId, t.position),
  ],
);

export type JobStageRow = typeof jobStages.$inferSelect;

/** An interview within a stage, with its default interviewers and its kit. */
export const jobInterviews = pgTable(
  'job_interviews',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    stageId: uuid('stage_id').notNull(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(45),
    interviewerIds: uuid('interviewer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    instructions: text('instructions').notNull().default(''),
    questions: jsonb('questions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Scorecard attribute ids (job_scorecards) this interview should find out about. */
    focusAttributeIds: text('focus_attribute_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'job_interviews_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'job_interviews_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_interviews_stage_id_fkey',
      columns: [t.companyId, t.stageId],
      foreignColumns: [jobStages.companyId, jobStages.id],
    }).onDelete('cascade'),
    index('job_interviews_company_job_idx').on(t.companyId, t.jobId, t.stageId, t.position),
  ],
);
