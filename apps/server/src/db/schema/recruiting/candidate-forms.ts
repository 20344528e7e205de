import { index, jsonb, pgTable, text, timestamp, uuid, foreignKey, primaryKey } from 'drizzle-orm/pg-core';
import type { ApplicationAnswer } from '@atrium/shared/schemas/recruiting/applications';
import type { PostQuestion } from '@atrium/shared/schemas/recruiting/job-posts';
import { companies } from '../platform/companies.ts';
import { applications } from './candidates.ts';

/**
 * A job's form sent to a candidate by a stage transition: the questions as they were when sent (the
 * form may change or go), a link whose secret is kept only hashed, and the answers once given.
 */
export const candidateFormRequests = pgTable(
  'candidate_form_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').notNull(),
    /** Which of the job's forms it was; no link, so deleting the form keeps what was sent. */
    formId: uuid('form_id'),
    formName: text('form_name').notNull(),
    questions: jsonb('questions').$type<PostQuestion[]>().notNull(),
    /** SHA-256 of the link's token, hex. */
    tokenHash: text('token_hash').notNull(),
    answers: jsonb('answers').$type<ApplicationAnswer[]>(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'candidate_form_requests_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'candidate_form_requests_application_id_fkey',
      columns: [t.companyId, t.applicationId],
      foreignColumns: [applications.companyId, applications.id],
    }).onDelete('cascade'),
    index('candidate_form_requests_application_idx').on(t.companyId, t.applicationId),
  ],
);

export type CandidateFormRequestRow = typeof candidateFormRequests.$inferSelect;
