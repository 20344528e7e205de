import { sql } from 'drizzle-orm';
import {
  date,
  bigint,
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
  Address,
  EmailAddress,
  NoteVisibility,
  ActivityKind,
  PhoneNumber,
  SocialMediaAddress,
  WebsiteAddress,
} from '@atrium/shared/schemas/recruiting/candidates';
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
    /** The integer id the Harvest API answers; never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The primary email: the first of `emailAddresses`, kept here for the one-per-company rule. */
    email: text('email').notNull(),
    /** The first of `phoneNumbers`, as applications give it. */
    phone: text('phone'),
    title: text('title').notNull().default(''),
    company: text('company').notNull().default(''),
    emailAddresses: jsonb('email_addresses')
      .$type<EmailAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    phoneNumbers: jsonb('phone_numbers')
      .$type<PhoneNumber[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    addresses: jsonb('addresses')
      .$type<Address[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    websiteAddresses: jsonb('website_addresses')
      .$type<WebsiteAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    socialMediaAddresses: jsonb('social_media_addresses')
      .$type<SocialMediaAddress[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    recruiterId: uuid('recruiter_id'),
    coordinatorId: uuid('coordinator_id'),
    /** Lower-cased name, emails, phones, title and company, for the trigram search (kept by the service). */
    searchText: text('search_text').notNull().default(''),
    /** The text of the candidate's résumés, newest first (kept by the attachments service), searched too. */
    resumeText: text('resume_text').notNull().default(''),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'candidates_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('candidates_company_email_key').on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex('candidates_company_public_id_key').on(t.companyId, t.publicId),
    index('candidates_company_activity_idx').on(t.companyId, t.lastActivityAt, t.id),
    index('candidates_company_name_idx').on(t.companyId, t.lastName, t.firstName, t.id),
    index('candidates_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    foreignKey({
      name: 'candidates_recruiter_id_fkey',
      columns: [t.companyId, t.recruiterId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'candidates_coordinator_id_fkey',
      columns: [t.companyId, t.coordinatorId],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

export type CandidateRow = typeof candidates.$inferSelect;

/** A candidate's application to one job; a second application to the same job merges into it. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The integer id the Harvest API answers; never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
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
    rejectionNote: text('rejection_note'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    /** The hire's first day, once hired. */
    startDate: date('start_date'),
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
    uniqueIndex('applications_company_public_id_key').on(t.companyId, t.publicId),
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

/** The company's candidate tags (configuration → custom options → candidate tags). */
export const candidateTags = pgTable(
  'candidate_tags',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'candidate_tags_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('candidate_tags_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('candidate_tags_company_public_id_key').on(t.companyId, t.publicId),
  ],
);

export const candidateTagLinks = pgTable(
  'candidate_tag_links',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').notNull(),
    tagId: uuid('tag_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'candidate_tag_links_pkey', columns: [t.companyId, t.candidateId, t.tagId] }),
    foreignKey({
      name: 'candidate_tag_links_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'candidate_tag_links_tag_id_fkey',
      columns: [t.companyId, t.tagId],
      foreignColumns: [candidateTags.companyId, candidateTags.id],
    }).onDelete('cascade'),
    index('candidate_tag_links_tag_idx').on(t.companyId, t.tagId),
  ],
);

/**
 * The candidate's activity feed: every move, note, email, edit and merge, with who and when. Notes
 * are entries of kind `note` with their visibility; nothing here is ever rewritten but a note's text.
 */
export const candidateActivities = pgTable(
  'candidate_activities',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    candidateId: uuid('candidate_id').notNull(),
    applicationId: uuid('application_id'),
    kind: text('kind').$type<ActivityKind>().notNull(),
    summary: text('summary').notNull(),
    body: text('body'),
    visibility: text('visibility').$type<NoteVisibility>(),
    actorId: uuid('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'candidate_activities_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'candidate_activities_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'candidate_activities_actor_id_fkey',
      columns: [t.companyId, t.actorId],
      foreignColumns: [users.companyId, users.id],
    }),
    index('candidate_activities_candidate_idx').on(t.companyId, t.candidateId, t.createdAt),
  ],
);

/** `received`: the candidate's reply, come back through the reply address of an email we sent. */
export type CandidateEmailStatus = 'scheduled' | 'sent' | 'cancelled' | 'received';

/** An email to a candidate from a template: sent now, or waiting for its time and cancellable. */
export const candidateEmails = pgTable(
  'candidate_emails',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    candidateId: uuid('candidate_id').notNull(),
    applicationId: uuid('application_id'),
    templateId: uuid('template_id'),
    to: text('to').notNull(),
    /** Who a received email came from (sent ones: the sender's address is the user's). */
    fromAddress: text('from_address').notNull().default(''),
    /** A received email's Message-ID: a relay that delivers it twice adds it once. */
    messageId: text('message_id'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<CandidateEmailStatus>().notNull().default('scheduled'),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    senderId: uuid('sender_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'candidate_emails_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'candidate_emails_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
    index('candidate_emails_application_idx').on(t.companyId, t.applicationId, t.status),
    uniqueIndex('candidate_emails_message_id_key').on(t.companyId, t.candidateId, t.messageId),
  ],
);
