import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
  primaryKey,
  bigint,
} from 'drizzle-orm/pg-core';
import type { PostQuestion, StandardFieldSettings } from '@atrium/shared/schemas/recruiting/job-posts';
import { companies } from '../platform/companies.ts';
import { jobBoards, jobs } from './jobs.ts';
import { users } from '../platform/users.ts';

/** How a job is advertised on one board: its own title, location, text and application questions. */
export const jobPosts = pgTable(
  'job_posts',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** The integer id the Harvest and Job Board APIs answer (Greenhouse's ids are integers); never reused. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    boardId: uuid('board_id').notNull(),
    title: text('title').notNull(),
    location: text('location').notNull().default(''),
    remote: boolean('remote').notNull().default(false),
    contentHtml: text('content_html').notNull().default(''),
    standardFields: jsonb('standard_fields').$type<StandardFieldSettings>().notNull(),
    questions: jsonb('questions')
      .$type<PostQuestion[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    demographicQuestions: boolean('demographic_questions').notNull().default(false),
    gdprConsent: boolean('gdpr_consent').notNull().default(false),
    live: boolean('live').notNull().default(false),
    /** When the post first went live: schema.org datePosted. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The last day the post takes applications: schema.org validThrough. */
    closesOn: date('closes_on'),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_posts_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('job_posts_company_public_id_key').on(t.companyId, t.publicId),
    foreignKey({
      name: 'job_posts_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_posts_board_id_fkey',
      columns: [t.companyId, t.boardId],
      foreignColumns: [jobBoards.companyId, jobBoards.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'job_posts_created_by_id_fkey',
      columns: [t.companyId, t.createdById],
      foreignColumns: [users.companyId, users.id],
    }),
    index('job_posts_company_job_idx').on(t.companyId, t.jobId),
    // One post per job and board (Greenhouse's rule too): a second would compete with the first.
    uniqueIndex('job_posts_job_board_key').on(t.companyId, t.jobId, t.boardId),
    // A board's public list: its live posts.
    index('job_posts_board_live_idx')
      .on(t.boardId, t.publishedAt)
      .where(sql`${t.live}`),
  ],
);

export type JobPostRow = typeof jobPosts.$inferSelect;
