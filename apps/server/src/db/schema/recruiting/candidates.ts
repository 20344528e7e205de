import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  ApplicationAnswer,
  ApplicationStatus,
  Demographics,
  PendingApplicationPayload,
} from '@atrium/shared/schemas/recruiting/applications';
import { companies } from '../platform/companies.ts';
import { files } from '../platform/files.ts';
import { jobStages } from './job-stages.ts';
import { jobPosts } from './job-posts.ts';
import { jobBoards, jobs } from './jobs.ts';
import { users } from '../platform/users.ts';

/** A person who applied (or was added) to the company's jobs; one per company and email. */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('candidates_company_email_key').on(t.companyId, sql`lower(${t.email})`)],
);

/** A candidate's application to one job; a second application to the same job merges into it. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    jobPostId: uuid('job_post_id').references(() => jobPosts.id, { onDelete: 'set null' }),
    jobBoardId: uuid('job_board_id').references(() => jobBoards.id, { onDelete: 'set null' }),
    stageId: uuid('stage_id').references(() => jobStages.id, { onDelete: 'set null' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('active'),
    source: text('source').notNull().default(''),
    answers: jsonb('answers')
      .$type<ApplicationAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverLetterFileId: uuid('cover_letter_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverLetterText: text('cover_letter_text'),
    demographics: jsonb('demographics').$type<Demographics>(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** The colleague who referred the candidate, and what they said about them. */
    referrerId: uuid('referrer_id').references(() => users.id, { onDelete: 'set null' }),
    referralNote: text('referral_note'),
    /** How many times the candidate applied to this job (merged submissions). */
    submissions: integer('submissions').notNull().default(1),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    index('applications_company_job_stage_idx').on(t.companyId, t.jobId, t.stageId),
    index('applications_company_candidate_idx').on(t.companyId, t.candidateId),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * An application from a public page waiting for the candidate to confirm their email with the
 * mailed 4-digit code; nothing reaches the company's candidates until then.
 */
export const pendingApplications = pgTable(
  'pending_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobPostId: uuid('job_post_id')
      .notNull()
      .references(() => jobPosts.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').$type<PendingApplicationPayload>().notNull(),
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    coverLetterFileId: uuid('cover_letter_file_id').references(() => files.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_applications_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
);

export type PendingApplicationRow = typeof pendingApplications.$inferSelect;
