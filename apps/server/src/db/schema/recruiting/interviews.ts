import { sql } from 'drizzle-orm';
import {
  bigint,
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
import type { InterviewStatus, ResponseStatus } from '@atrium/shared/schemas/recruiting/interviews';
import type {
  Recommendation,
  ScorecardRating,
  ScorecardStatus,
} from '@atrium/shared/schemas/recruiting/scorecards';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';
import { applications } from './candidates.ts';
import { jobStages } from './job-stages.ts';

/**
 * An application's interview at a time: one iCalendar event (UID from the id) whose SEQUENCE rises
 * with every change sent to its attendees, so calendars update the invitation they already hold.
 */
export const scheduledInterviews = pgTable(
  'scheduled_interviews',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The integer id the Harvest API answers; never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').notNull(),
    /** The stage it was scheduled for (the application may have moved on since). */
    stageId: uuid('stage_id').notNull(),
    /** The plan's interview (no foreign key: editing the plan must not touch what was scheduled). */
    jobInterviewId: uuid('job_interview_id'),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<InterviewStatus>().notNull().default('scheduled'),
    sequence: integer('sequence').notNull().default(0),
    organizerId: uuid('organizer_id'),
    candidateResponse: text('candidate_response').$type<ResponseStatus>().notNull().default('needs_action'),
    /** When the candidate's day-before reminder went (null: not yet, or not due). */
    candidateRemindedAt: timestamp('candidate_reminded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'scheduled_interviews_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('scheduled_interviews_company_public_id_key').on(t.companyId, t.publicId),
    foreignKey({
      name: 'scheduled_interviews_application_id_fkey',
      columns: [t.companyId, t.applicationId],
      foreignColumns: [applications.companyId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'scheduled_interviews_stage_id_fkey',
      columns: [t.companyId, t.stageId],
      foreignColumns: [jobStages.companyId, jobStages.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'scheduled_interviews_organizer_id_fkey',
      columns: [t.companyId, t.organizerId],
      foreignColumns: [users.companyId, users.id],
    }),
    index('scheduled_interviews_application_idx').on(t.companyId, t.applicationId, t.startsAt),
    // The dashboard's and the reminders' reads: a company's interviews by time.
    index('scheduled_interviews_company_starts_idx').on(t.companyId, t.startsAt),
  ],
);

export type ScheduledInterviewRow = typeof scheduledInterviews.$inferSelect;

/** An interviewer of a scheduled interview, their answer to the invitation and their reminders. */
export const interviewInterviewers = pgTable(
  'interview_interviewers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id').notNull(),
    userId: uuid('user_id').notNull(),
    responseStatus: text('response_status').$type<ResponseStatus>().notNull().default('needs_action'),
    /** Scorecard reminders sent so far (at most 10 business days), and when the last went. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'interview_interviewers_pkey', columns: [t.companyId, t.interviewId, t.userId] }),
    foreignKey({
      name: 'interview_interviewers_interview_id_fkey',
      columns: [t.companyId, t.interviewId],
      foreignColumns: [scheduledInterviews.companyId, scheduledInterviews.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'interview_interviewers_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    // "My interviews" and busy times: one person's interviews.
    index('interview_interviewers_user_idx').on(t.companyId, t.userId),
  ],
);

export interface StoredScorecardRating {
  attributeId: string;
  rating: ScorecardRating;
}

/** One interviewer's scorecard for one interview: a draft until submitted. */
export const scorecards = pgTable(
  'scorecards',
  {
    id: uuid('id').notNull().defaultRandom(),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    interviewId: uuid('interview_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    interviewerId: uuid('interviewer_id').notNull(),
    /** Who submitted it, when someone did on the interviewer's behalf. */
    submittedById: uuid('submitted_by_id'),
    status: text('status').$type<ScorecardStatus>().notNull().default('draft'),
    ratings: jsonb('ratings')
      .$type<StoredScorecardRating[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    keyTakeaways: text('key_takeaways').notNull().default(''),
    privateNotes: text('private_notes').notNull().default(''),
    answers: jsonb('answers')
      .$type<Array<{ question: string; answer: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    overallRecommendation: text('overall_recommendation').$type<Recommendation>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'scorecards_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('scorecards_company_public_id_key').on(t.companyId, t.publicId),
    uniqueIndex('scorecards_interview_interviewer_key').on(t.companyId, t.interviewId, t.interviewerId),
    foreignKey({
      name: 'scorecards_interview_id_fkey',
      columns: [t.companyId, t.interviewId],
      foreignColumns: [scheduledInterviews.companyId, scheduledInterviews.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'scorecards_application_id_fkey',
      columns: [t.companyId, t.applicationId],
      foreignColumns: [applications.companyId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'scorecards_interviewer_id_fkey',
      columns: [t.companyId, t.interviewerId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'scorecards_submitted_by_id_fkey',
      columns: [t.companyId, t.submittedById],
      foreignColumns: [users.companyId, users.id],
    }),
    index('scorecards_application_idx').on(t.companyId, t.applicationId),
  ],
);

export type ScorecardRow = typeof scorecards.$inferSelect;

/** Tags that help find interviewers (configuration → custom options → interviewer tags). */
export const interviewerTags = pgTable(
  'interviewer_tags',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'interviewer_tags_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('interviewer_tags_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

export const interviewerTagLinks = pgTable(
  'interviewer_tag_links',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'interviewer_tag_links_pkey', columns: [t.companyId, t.tagId, t.userId] }),
    foreignKey({
      name: 'interviewer_tag_links_tag_id_fkey',
      columns: [t.companyId, t.tagId],
      foreignColumns: [interviewerTags.companyId, interviewerTags.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'interviewer_tag_links_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('interviewer_tag_links_user_idx').on(t.companyId, t.userId),
  ],
);

/**
 * A link a candidate books one of the interviewers' free slots with (weekdays, working hours, at
 * most 30 days ahead, never the same day). The secret is kept only as SHA-256.
 */
export const interviewSelfScheduleLinks = pgTable(
  'interview_self_schedule_links',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').notNull(),
    jobInterviewId: uuid('job_interview_id'),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    interviewerIds: uuid('interviewer_ids').array().notNull(),
    location: text('location').notNull().default(''),
    videoUrl: text('video_url').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    createdById: uuid('created_by_id'),
    /** The interview the candidate booked; the link is spent once set. */
    interviewId: uuid('interview_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'interview_self_schedule_links_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'interview_self_schedule_links_application_id_fkey',
      columns: [t.companyId, t.applicationId],
      foreignColumns: [applications.companyId, applications.id],
    }).onDelete('cascade'),
    index('interview_self_schedule_links_application_idx').on(t.companyId, t.applicationId),
  ],
);

/** The availability request of a stage transition: the times a candidate says they can meet. */
export const candidateAvailabilityRequests = pgTable(
  'candidate_availability_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The candidate's answer: spans in UTC, with the time zone they chose them in. */
    slots: jsonb('slots').$type<Array<{ start: string; end: string }>>(),
    timezone: text('timezone'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'candidate_availability_requests_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'candidate_availability_requests_application_id_fkey',
      columns: [t.companyId, t.applicationId],
      foreignColumns: [applications.companyId, applications.id],
    }).onDelete('cascade'),
    index('candidate_availability_requests_application_idx').on(t.companyId, t.applicationId),
  ],
);
