import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FeedbackQuestionKind } from '@atrium/shared/schemas/onboarding/feedback';
import { companies } from '../platform/companies.ts';
import { newHires } from './new-hires.ts';

/** Settings → feedback: a set of questions sent to each new hire N days after their start date. */
export const onboardingFeedbackSets = pgTable(
  'onboarding_feedback_sets',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    daysAfterStart: integer('days_after_start').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_feedback_sets_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('onboarding_feedback_sets_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('onboarding_feedback_sets_days', sql`${t.daysAfterStart} between 1 and 730`),
  ],
);

export const onboardingFeedbackQuestions = pgTable(
  'onboarding_feedback_questions',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    setId: uuid('set_id').notNull(),
    kind: text('kind').$type<FeedbackQuestionKind>().notNull(),
    prompt: text('prompt').notNull(),
    required: boolean('required').notNull().default(true),
    position: integer('position').notNull().default(0),
    /** A question taken out of its set stays for the answers given to it. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_feedback_questions_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'onboarding_feedback_questions_set_id_fkey',
      columns: [t.companyId, t.setId],
      foreignColumns: [onboardingFeedbackSets.companyId, onboardingFeedbackSets.id],
    }).onDelete('cascade'),
    index('onboarding_feedback_questions_set_idx').on(t.companyId, t.setId, t.position),
  ],
);

/**
 * One set sent to one hire: unique per (set, hire), so the daily sweep sends each at most once
 * however often it runs.
 */
export const onboardingFeedbackRequests = pgTable(
  'onboarding_feedback_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    setId: uuid('set_id').notNull(),
    newHireId: uuid('new_hire_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'onboarding_feedback_requests_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'onboarding_feedback_requests_set_id_fkey',
      columns: [t.companyId, t.setId],
      foreignColumns: [onboardingFeedbackSets.companyId, onboardingFeedbackSets.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'onboarding_feedback_requests_new_hire_id_fkey',
      columns: [t.companyId, t.newHireId],
      foreignColumns: [newHires.companyId, newHires.id],
    }).onDelete('cascade'),
    uniqueIndex('onboarding_feedback_requests_set_hire_key').on(t.companyId, t.setId, t.newHireId),
    index('onboarding_feedback_requests_hire_idx').on(t.companyId, t.newHireId),
    index('onboarding_feedback_requests_answered_idx').on(t.companyId, t.answeredAt),
  ],
);

export const onboardingFeedbackAnswers = pgTable(
  'onboarding_feedback_answers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id').notNull(),
    questionId: uuid('question_id').notNull(),
    rating: integer('rating'),
    text: text('text'),
    yesNo: boolean('yes_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'onboarding_feedback_answers_pkey',
      columns: [t.companyId, t.requestId, t.questionId],
    }),
    foreignKey({
      name: 'onboarding_feedback_answers_request_id_fkey',
      columns: [t.companyId, t.requestId],
      foreignColumns: [onboardingFeedbackRequests.companyId, onboardingFeedbackRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'onboarding_feedback_answers_question_id_fkey',
      columns: [t.companyId, t.questionId],
      foreignColumns: [onboardingFeedbackQuestions.companyId, onboardingFeedbackQuestions.id],
    }).onDelete('cascade'),
    check('onboarding_feedback_answers_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
