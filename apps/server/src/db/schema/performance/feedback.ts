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
import type { FeedbackVisibility, PraiseReaction } from '@atrium/shared/schemas/performance/feedback';
import type {
  RequestVisibility,
  ResponderStatus,
} from '@atrium/shared/schemas/performance/feedback-requests';
import type { FeedbackType } from '@atrium/shared/schemas/performance/feedback-settings';
import { FEEDBACK_TYPES } from '@atrium/shared/schemas/performance/feedback-settings';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

// Feedback and praise (issue 21 item 2). Every key starts with company_id and every link is a
// composite foreign key (company_id, x_id), as the rest of the schema, so Citus can distribute it.

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Settings → feedback; a company without a row has every type permitted and the wall on. */
export const feedbackSettings = pgTable('performance_feedback_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  permittedTypes: text('permitted_types')
    .array()
    .$type<FeedbackType[]>()
    .notNull()
    .default(sql.raw(`'{${FEEDBACK_TYPES.join(',')}}'::text[]`)),
  praiseWallEnabled: boolean('praise_wall_enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company's values, which praise is tagged with; in use, a value is deactivated, never deleted. */
export const companyValues = pgTable(
  'performance_company_values',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'performance_company_values_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('performance_company_values_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/** Who asked whom for feedback about whom; the answers are feedback linked back to it. */
export const feedbackRequests = pgTable(
  'performance_feedback_requests',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    requesterId: uuid('requester_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    question: text('question').notNull().default(''),
    visibility: text('visibility').$type<RequestVisibility>().notNull(),
    status: text('status').$type<'open' | 'cancelled'>().notNull().default('open'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'performance_feedback_requests_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_feedback_requests_requester_id_fkey',
      columns: [t.companyId, t.requesterId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_feedback_requests_subject_id_fkey',
      columns: [t.companyId, t.subjectId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('performance_feedback_requests_requester_idx').on(t.companyId, t.requesterId, t.createdAt),
  ],
);

/** One colleague asked: pending until they answer or decline (with a reason). */
export const feedbackRequestResponders = pgTable(
  'performance_feedback_request_responders',
  {
    companyId: companyId(),
    requestId: uuid('request_id').notNull(),
    responderId: uuid('responder_id').notNull(),
    status: text('status').$type<ResponderStatus>().notNull().default('pending'),
    declineReason: text('decline_reason'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** 3 business days after the request, on the company's clock; reminded once, then set. */
    remindAt: timestamp('remind_at', { withTimezone: true }).notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({
      name: 'performance_feedback_request_responders_pkey',
      columns: [t.companyId, t.requestId, t.responderId],
    }),
    foreignKey({
      name: 'performance_feedback_request_responders_request_id_fkey',
      columns: [t.companyId, t.requestId],
      foreignColumns: [feedbackRequests.companyId, feedbackRequests.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_feedback_request_responders_responder_id_fkey',
      columns: [t.companyId, t.responderId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('performance_feedback_request_responders_responder_idx').on(t.companyId, t.responderId, t.status),
    // The reminder sweep's claim reads only the pending not yet reminded.
    index('performance_feedback_request_responders_remind_idx')
      .on(t.remindAt)
      .where(sql`${t.status} = 'pending' and ${t.remindedAt} is null`),
  ],
);

/**
 * Praise (visibility 'public', on the wall) or private feedback. Praise names 1-6 recipients;
 * private feedback names one (given to several, it is one row each). An answer to a request links it.
 */
export const feedback = pgTable(
  'performance_feedback',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    giverId: uuid('giver_id').notNull(),
    visibility: text('visibility').$type<FeedbackVisibility>().notNull(),
    valueId: uuid('value_id'),
    body: text('body').notNull(),
    requestId: uuid('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'performance_feedback_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_feedback_giver_id_fkey',
      columns: [t.companyId, t.giverId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    // A value in use is never deleted (it is deactivated), so no action on delete.
    foreignKey({
      name: 'performance_feedback_value_id_fkey',
      columns: [t.companyId, t.valueId],
      foreignColumns: [companyValues.companyId, companyValues.id],
    }),
    foreignKey({
      name: 'performance_feedback_request_id_fkey',
      columns: [t.companyId, t.requestId],
      foreignColumns: [feedbackRequests.companyId, feedbackRequests.id],
    }).onDelete('cascade'),
    check(
      'performance_feedback_visibility',
      sql`${t.visibility} in ('public', 'recipient', 'recipient_and_manager', 'manager_only')`,
    ),
    // The wall: praise newest first, a page at a time.
    index('performance_feedback_wall_idx')
      .on(t.companyId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.visibility} = 'public'`),
    index('performance_feedback_giver_idx').on(t.companyId, t.giverId, t.createdAt),
    // The feedback log and the private views, newest first.
    index('performance_feedback_created_idx').on(t.companyId, t.createdAt),
    // One answer per responder and request.
    uniqueIndex('performance_feedback_request_answer_key')
      .on(t.companyId, t.requestId, t.giverId)
      .where(sql`${t.requestId} is not null`),
  ],
);

export const feedbackRecipients = pgTable(
  'performance_feedback_recipients',
  {
    companyId: companyId(),
    feedbackId: uuid('feedback_id').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    /** The order the giver named them in. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'performance_feedback_recipients_pkey',
      columns: [t.companyId, t.feedbackId, t.recipientId],
    }),
    foreignKey({
      name: 'performance_feedback_recipients_feedback_id_fkey',
      columns: [t.companyId, t.feedbackId],
      foreignColumns: [feedback.companyId, feedback.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_feedback_recipients_recipient_id_fkey',
      columns: [t.companyId, t.recipientId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('performance_feedback_recipients_recipient_idx').on(t.companyId, t.recipientId),
  ],
);

/** One of PRAISE_REACTIONS per person and praise. */
export const feedbackReactions = pgTable(
  'performance_feedback_reactions',
  {
    companyId: companyId(),
    feedbackId: uuid('feedback_id').notNull(),
    userId: uuid('user_id').notNull(),
    reaction: text('reaction').$type<PraiseReaction>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({
      name: 'performance_feedback_reactions_pkey',
      columns: [t.companyId, t.feedbackId, t.userId, t.reaction],
    }),
    foreignKey({
      name: 'performance_feedback_reactions_feedback_id_fkey',
      columns: [t.companyId, t.feedbackId],
      foreignColumns: [feedback.companyId, feedback.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_feedback_reactions_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);

export const feedbackComments = pgTable(
  'performance_feedback_comments',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    feedbackId: uuid('feedback_id').notNull(),
    authorId: uuid('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'performance_feedback_comments_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_feedback_comments_feedback_id_fkey',
      columns: [t.companyId, t.feedbackId],
      foreignColumns: [feedback.companyId, feedback.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_feedback_comments_author_id_fkey',
      columns: [t.companyId, t.authorId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('performance_feedback_comments_feedback_idx').on(t.companyId, t.feedbackId, t.createdAt),
  ],
);

/** A note about a colleague that only its author reads: HR and the colleague's managers included. */
export const feedbackPrivateNotes = pgTable(
  'performance_feedback_private_notes',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    authorId: uuid('author_id').notNull(),
    subjectId: uuid('subject_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_feedback_private_notes_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_feedback_private_notes_author_id_fkey',
      columns: [t.companyId, t.authorId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_feedback_private_notes_subject_id_fkey',
      columns: [t.companyId, t.subjectId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('performance_feedback_private_notes_author_idx').on(t.companyId, t.authorId, t.updatedAt),
  ],
);
