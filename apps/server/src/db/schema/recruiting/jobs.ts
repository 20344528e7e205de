import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
  bigint,
} from 'drizzle-orm/pg-core';
import type { EmploymentType } from '@atrium/shared/constants/employment';
import type { HiringTeamRole, JobStatus, SalaryPeriod } from '@atrium/shared/schemas/recruiting/jobs';
import type { JobBoardKind } from '@atrium/shared/schemas/recruiting/job-boards';
import { companies } from '../platform/companies.ts';
import { departments } from '../platform/departments.ts';
import { locations } from '../platform/locations.ts';
import { users } from '../platform/users.ts';

/** Why a job was closed (configuration → custom options → close reasons for job). */
export const closeReasons = pgTable(
  'close_reasons',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'close_reasons_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('close_reasons_company_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** A requisition the company hires against (Recruiting, issue 5). */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The integer id the Harvest and Job Board APIs answer (Greenhouse's ids are integers); never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    requisitionId: text('requisition_id'),
    status: text('status').$type<JobStatus>().notNull().default('draft'),
    departmentId: uuid('department_id'),
    employmentType: text('employment_type').$type<EmploymentType>(),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period').$type<SalaryPeriod>(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    // A reason in use cannot be deleted (close reasons are configuration, jobs are history).
    closeReasonId: uuid('close_reason_id'),
    closeNote: text('close_note'),
    /** What the jobs search matches: name and requisition ID, lower-cased, kept by PostgreSQL. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || coalesce(requisition_id, ''))`,
    ),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'jobs_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('jobs_company_public_id_key').on(t.companyId, t.publicId),
    foreignKey({
      name: 'jobs_department_id_fkey',
      columns: [t.companyId, t.departmentId],
      foreignColumns: [departments.companyId, departments.id],
    }),
    foreignKey({
      name: 'jobs_close_reason_id_fkey',
      columns: [t.companyId, t.closeReasonId],
      foreignColumns: [closeReasons.companyId, closeReasons.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'jobs_created_by_id_fkey',
      columns: [t.companyId, t.createdById],
      foreignColumns: [users.companyId, users.id],
    }),
    // The jobs list: per company and status, in name order.
    index('jobs_company_status_name_idx').on(t.companyId, t.status, sql`lower(${t.name})`, t.id),
    index('jobs_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    index('jobs_company_department_idx').on(t.companyId, t.departmentId),
    // The jobs search (LIKE '%text%' on search_text) through trigrams.
    index('jobs_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // A requisition id names one job of the company.
    uniqueIndex('jobs_company_requisition_key')
      .on(t.companyId, sql`lower(${t.requisitionId})`)
      .where(sql`${t.requisitionId} is not null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

/** The offices a job hires for. */
export const jobOffices = pgTable(
  'job_offices',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    locationId: uuid('location_id').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'job_offices_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_offices_location_id_fkey',
      columns: [t.companyId, t.locationId],
      foreignColumns: [locations.companyId, locations.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.companyId, t.jobId, t.locationId] }),
    index('job_offices_company_location_idx').on(t.companyId, t.locationId),
  ],
);

/** One hire a job is for; a job has one or more. */
export const jobOpenings = pgTable(
  'job_openings',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    openingId: text('opening_id'),
    targetStartDate: date('target_start_date'),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    /** The application hired into it, once filled. */
    hiredApplicationId: uuid('hired_application_id'),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_openings_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'job_openings_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    index('job_openings_company_job_idx').on(t.companyId, t.jobId, t.position),
  ],
);

/** Who follows a job (the dashboard's "jobs I am following"). */
export const jobFollowers = pgTable(
  'job_followers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'job_followers_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_followers_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.companyId, t.jobId, t.userId] }),
    index('job_followers_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** Who hires for a job and in what role; a person may hold several roles on one job. */
export const jobHiringTeam = pgTable(
  'job_hiring_team',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    userId: uuid('user_id').notNull(),
    role: text('role').$type<HiringTeamRole>().notNull(),
    responsible: boolean('responsible').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'job_hiring_team_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_hiring_team_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.companyId, t.jobId, t.role, t.userId] }),
    // The jobs list's hiring-team filter.
    index('job_hiring_team_company_user_idx').on(t.companyId, t.userId),
  ],
);

/** The job kickoff (job setup → kickoff): one row per job once someone writes it. */
export const jobKickoffs = pgTable(
  'job_kickoffs',
  {
    jobId: uuid('job_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    responsibilities: text('responsibilities').notNull().default(''),
    qualifications: text('qualifications').notNull().default(''),
    sellingPoints: text('selling_points').notNull().default(''),
    interviewNotes: text('interview_notes').notNull().default(''),
    updatedById: uuid('updated_by_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_kickoffs_pkey', columns: [t.companyId, t.jobId] }),
    foreignKey({
      name: 'job_kickoffs_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_kickoffs_updated_by_id_fkey',
      columns: [t.companyId, t.updatedById],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

/** Where job posts are published: an external careers board or an internal one for employees. */
export const jobBoards = pgTable(
  'job_boards',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    kind: text('kind').$type<JobBoardKind>().notNull().default('external'),
    logoUrl: text('logo_url').notNull().default(''),
    introHtml: text('intro_html').notNull().default(''),
    closingHtml: text('closing_html').notNull().default(''),
    confirmationHtml: text('confirmation_html').notNull().default(''),
    defaultSource: text('default_source').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_boards_pkey', columns: [t.companyId, t.id] }),
    // /job-boards?board-name=… names a board without naming its company: job_board_slugs finds it.
    uniqueIndex('job_boards_company_slug_key').on(t.companyId, t.slug),
    index('job_boards_company_idx').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/**
 * A board's public name is the suite's, since /job-boards?board-name=… and the Job Board API name no
 * company. `job_boards` is distributed by company; this reference table (every node has all of it)
 * keeps the names unique and says whose board a name is. Kept by the job boards service.
 */
export const jobBoardSlugs = pgTable('job_board_slugs', {
  slug: text('slug').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  // No foreign key to job_boards: a reference table may not point into a distributed one.
  boardId: uuid('board_id').notNull(),
});

/** Who hears of what on a job (job setup → notifications); one row once someone sets it. */
export const jobNotificationSettings = pgTable(
  'job_notification_settings',
  {
    jobId: uuid('job_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    newApplicants: uuid('new_applicants')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    scorecardsSubmitted: uuid('scorecards_submitted')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    approvals: uuid('approvals')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    stuckCandidates: uuid('stuck_candidates')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    stuckAfterDays: integer('stuck_after_days').notNull().default(7),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_notification_settings_pkey', columns: [t.companyId, t.jobId] }),
    foreignKey({
      name: 'job_notification_settings_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
  ],
);
