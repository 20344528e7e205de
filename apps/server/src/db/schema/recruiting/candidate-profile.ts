import {
  bigint,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AttachmentType } from '@atrium/shared/schemas/recruiting/candidate-profile';
import { companies } from '../platform/companies.ts';
import { files } from '../platform/files.ts';
import { users } from '../platform/users.ts';
import { applications, candidates } from './candidates.ts';

/**
 * A file on a candidate's profile (Greenhouse's attachment types), optionally tied to an
 * application. An application's résumé and cover letter get a row from a trigger on applications
 * (migration 0031), whichever path wrote them.
 */
export const candidateAttachments = pgTable(
  'candidate_attachments',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    candidateId: uuid('candidate_id').notNull(),
    applicationId: uuid('application_id'),
    fileId: uuid('file_id').notNull(),
    type: text('type').$type<AttachmentType>().notNull(),
    /** The résumé's text as read (null: not read yet; '' when unreadable or not a résumé). */
    text: text('text'),
    uploadedBy: uuid('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'candidate_attachments_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('candidate_attachments_company_public_id_key').on(t.companyId, t.publicId),
    uniqueIndex('candidate_attachments_candidate_file_key').on(t.companyId, t.candidateId, t.fileId),
    foreignKey({
      name: 'candidate_attachments_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'candidate_attachments_application_id_fkey',
      columns: [t.companyId, t.applicationId],
      foreignColumns: [applications.companyId, applications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'candidate_attachments_file_id_fkey',
      columns: [t.companyId, t.fileId],
      foreignColumns: [files.companyId, files.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'candidate_attachments_uploaded_by_fkey',
      columns: [t.companyId, t.uploadedBy],
      foreignColumns: [users.companyId, users.id],
    }),
  ],
);

export type CandidateAttachmentRow = typeof candidateAttachments.$inferSelect;

/** A school on the candidate's profile (Greenhouse: school, degree, discipline, start and end). */
export const candidateEducations = pgTable(
  'candidate_educations',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    candidateId: uuid('candidate_id').notNull(),
    schoolName: text('school_name').notNull(),
    degree: text('degree').notNull().default(''),
    discipline: text('discipline').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'candidate_educations_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('candidate_educations_company_public_id_key').on(t.companyId, t.publicId),
    index('candidate_educations_candidate_idx').on(t.companyId, t.candidateId),
    foreignKey({
      name: 'candidate_educations_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
  ],
);

/** An employer on the candidate's profile (no end date: works there now). */
export const candidateEmployments = pgTable(
  'candidate_employments',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    candidateId: uuid('candidate_id').notNull(),
    companyName: text('company_name').notNull(),
    title: text('title').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'candidate_employments_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('candidate_employments_company_public_id_key').on(t.companyId, t.publicId),
    index('candidate_employments_candidate_idx').on(t.companyId, t.candidateId),
    foreignKey({
      name: 'candidate_employments_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
  ],
);

/** Colleagues following a candidate: told in the app of their notes, moves and emails. */
export const candidateFollowers = pgTable(
  'candidate_followers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'candidate_followers_pkey', columns: [t.companyId, t.candidateId, t.userId] }),
    index('candidate_followers_user_idx').on(t.companyId, t.userId),
    foreignKey({
      name: 'candidate_followers_candidate_id_fkey',
      columns: [t.companyId, t.candidateId],
      foreignColumns: [candidates.companyId, candidates.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'candidate_followers_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);
