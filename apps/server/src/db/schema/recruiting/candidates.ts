import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
  primaryKey,
} from 'drizzle-orm/pg-core';
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
import { rejectionReasons } from './rejection-reasons.ts';

/** A person who applied (or was added) to the company's jobs; one per company and email. */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').notNull().defaultRandom(),
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
  (t) => [
    primaryKey({ name: 'candidates_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('candidates_company_email_key').on(t.companyId, sql`lower(${t.email})`),
  ],
);

/** A candidate's application to one job; a second application to the same job merges into it. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    candidateId: uuid('candidate_id').notNull(),
    jobPostId: uuid('job_post_id'),
    jobBoardId: uuid('job_board_id'),
    stageId: uuid('stage_id'),
    status: text('status').$type<ApplicationStatus>().notNull().default('active'),
    source: text('source').notNull().default(''),
    answers: jsonb('answers')
      .$type<ApplicationAnswer[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    resumeFileId: uuid('resume_file_id'),
    coverLetterFileId: uuid('cover_letter_file_id'),
    coverLetterText: text('cover_letter_text'),
    demographics: jsonb('demographics').$type<Demographics>(),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** The colleague who referred the candidate, and what they said about them. */
    referrerId: uuid('referrer_id'),
    referralNote: text('referral_note'),
    /** Why it was rejected, when it is (a reason in use cannot be deleted). */
    rejectionReasonId: uuid('rejection_reason_id'),
    /** How many times the candidate applied to this job (merged submissions). */
    submissions: integer('submissions').notNull().default(1),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'applications_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'applications_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'applications_job_post_id_fkey',
      columns: [t.companyId, t.jobPostId],
      foreignColumns: [jobPosts.companyId, jobPosts.id],
    }),
    foreignKey({
      name: 'applications_job_board_id_fkey',
      columns: [t.companyId, t.jobBoardId],
      foreignColumns: [jobBoards.companyId, jobBoards.id],
    }),
    foreignKey({
      name: 'applications_stage_id_fkey',
      columns: [t.companyId, t.stageId],
      foreignColumns: [jobStages.companyId, jobStages.id],
    }),
    foreignKey({
      name: 'applications_resume_file_id_fkey',
      columns: [t.companyId, t.resumeFileId],
      foreignColumns: [files.companyId, files.id],
    }),
    foreignKey({
      name: 'applications_cover_letter_file_id_fkey',
      columns: [t.companyId, t.coverLetterFileId],
      foreignColumns: [files.companyId, files.id],
    }),
    foreignKey({
      name: 'applications_rejection_reason_id_fkey',
      columns: [t.companyId, t.rejectionReasonId],
      foreignColumns: [rejectionReasons.companyId, rejectionReasons.id],
    }),
    foreignKey({
      name: 'applications_referrer_id_fkey',
      columns: [t.companyId, t.referrerId],
      foreignColumns: [users.companyId, users.id],
    }),
    uniqueIndex('applications_job_candidate_key').on(t.companyId, t.jobId, t.candidateId),
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
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobPostId: uuid('job_post_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').$type<PendingApplicationPayload>().notNull(),
    resumeFileId: uuid('resume_file_id'),
    coverLetterFileId: uuid('cover_letter_file_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'pending_applications_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'pending_applications_job_post_id_fkey',
      columns: [t.companyId, t.jobPostId],
      foreignColumns: [jobPosts.companyId, jobPosts.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'pending_applications_resume_file_id_fkey',
      columns: [t.companyId, t.resumeFileId],
      foreignColumns: [files.companyId, files.id],
    }),
    foreignKey({
      name: 'pending_applications_cover_letter_file_id_fkey',
      columns: [t.companyId, t.coverLetterFileId],
      foreignColumns: [files.companyId, files.id],
    }),
    index('pending_applications_email_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);

export type PendingApplicationRow = typeof pendingApplications.$inferSelect;
