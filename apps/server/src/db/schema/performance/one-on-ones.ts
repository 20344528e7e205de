import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import type { MeetingStatus, OneOnOneCadence } from '@atrium/shared/schemas/performance/one-on-ones';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** Talking points a series' first agenda can start from (settings → 1-on-1s → templates). */
export const oneOnOneTemplates = pgTable(
  'performance_one_on_one_templates',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    talkingPoints: jsonb('talking_points').$type<string[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_one_on_one_templates_pkey', columns: [t.companyId, t.id] }),
    uniqueIndex('performance_one_on_one_templates_name_key').on(t.companyId, sql`lower(${t.name})`),
  ],
);

/**
 * A series of 1-on-1s between the organizer and one colleague: the first meeting's day and time on
 * the clock of `timezone`, then every week, two weeks or month (or once). Each change sends both an
 * updated calendar invitation (`invitation_sequence`, the iTIP SEQUENCE).
 */
export const oneOnOnes = pgTable(
  'performance_one_on_ones',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    organizerId: uuid('organizer_id').notNull(),
    attendeeId: uuid('attendee_id').notNull(),
    cadence: text('cadence').$type<OneOnOneCadence>().notNull(),
    startDate: date('start_date').notNull(),
    startTime: text('start_time').notNull(),
    timezone: text('timezone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    status: text('status').$type<'active' | 'cancelled'>().notNull().default('active'),
    invitationSequence: integer('invitation_sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_one_on_ones_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_one_on_ones_organizer_id_fkey',
      columns: [t.companyId, t.organizerId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_one_on_ones_attendee_id_fkey',
      columns: [t.companyId, t.attendeeId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    check('performance_one_on_ones_two_people', sql`${t.organizerId} <> ${t.attendeeId}`),
    index('performance_one_on_ones_organizer_idx').on(t.companyId, t.organizerId),
    index('performance_one_on_ones_attendee_idx').on(t.companyId, t.attendeeId),
  ],
);

/** One meeting of a series: upcoming until held (the next is then scheduled) or cancelled. */
export const oneOnOneMeetings = pgTable(
  'performance_one_on_one_meetings',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    seriesId: uuid('series_id').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status').$type<MeetingStatus>().notNull().default('upcoming'),
    sharedNotes: text('shared_notes').notNull().default(''),
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** When both were reminded to add their points (2 hours before) and to write notes (2 hours after). */
    remindedBeforeAt: timestamp('reminded_before_at', { withTimezone: true }),
    remindedAfterAt: timestamp('reminded_after_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_one_on_one_meetings_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_one_on_one_meetings_series_id_fkey',
      columns: [t.companyId, t.seriesId],
      foreignColumns: [oneOnOnes.companyId, oneOnOnes.id],
    }).onDelete('cascade'),
    index('performance_one_on_one_meetings_series_idx').on(t.companyId, t.seriesId, t.scheduledAt),
    // At most one upcoming meeting per series: holding one schedules the next.
    uniqueIndex('performance_one_on_one_meetings_upcoming_key')
      .on(t.companyId, t.seriesId)
      .where(sql`${t.status} = 'upcoming'`),
  ],
);

/** A point on a meeting's shared agenda; either participant adds, ticks and removes them. */
export const oneOnOneTalkingPoints = pgTable(
  'performance_one_on_one_talking_points',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    meetingId: uuid('meeting_id').notNull(),
    authorId: uuid('author_id').notNull(),
    text: text('text').notNull(),
    done: boolean('done').notNull().default(false),
    carriedOver: boolean('carried_over').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_one_on_one_talking_points_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_one_on_one_talking_points_meeting_id_fkey',
      columns: [t.companyId, t.meetingId],
      foreignColumns: [oneOnOneMeetings.companyId, oneOnOneMeetings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_one_on_one_talking_points_author_id_fkey',
      columns: [t.companyId, t.authorId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('performance_one_on_one_talking_points_meeting_idx').on(t.companyId, t.meetingId, t.position),
  ],
);

/** A participant's own note on a meeting: nobody else reads it, HR and admins included. */
export const oneOnOnePrivateNotes = pgTable(
  'performance_one_on_one_private_notes',
  {
    companyId: companyId(),
    meetingId: uuid('meeting_id').notNull(),
    authorId: uuid('author_id').notNull(),
    note: text('note').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({
      name: 'performance_one_on_one_private_notes_pkey',
      columns: [t.companyId, t.meetingId, t.authorId],
    }),
    foreignKey({
      name: 'performance_one_on_one_private_notes_meeting_id_fkey',
      columns: [t.companyId, t.meetingId],
      foreignColumns: [oneOnOneMeetings.companyId, oneOnOneMeetings.id],
    }).onDelete('cascade'),
  ],
);

/** Something one participant will do, raised in a meeting and open until done. */
export const oneOnOneActionItems = pgTable(
  'performance_one_on_one_action_items',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: companyId(),
    seriesId: uuid('series_id').notNull(),
    meetingId: uuid('meeting_id').notNull(),
    ownerId: uuid('owner_id').notNull(),
    text: text('text').notNull(),
    dueDate: date('due_date'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'performance_one_on_one_action_items_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'performance_one_on_one_action_items_meeting_id_fkey',
      columns: [t.companyId, t.meetingId],
      foreignColumns: [oneOnOneMeetings.companyId, oneOnOneMeetings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_one_on_one_action_items_owner_id_fkey',
      columns: [t.companyId, t.ownerId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('performance_one_on_one_action_items_series_idx').on(t.companyId, t.seriesId),
  ],
);

/** Settings → 1-on-1s: what a new series is scheduled with unless its organizer chooses otherwise. */
export const oneOnOneSettings = pgTable('performance_one_on_one_settings', {
  companyId: companyId().primaryKey(),
  defaultCadence: text('default_cadence').$type<OneOnOneCadence>().notNull().default('weekly'),
  defaultDurationMinutes: integer('default_duration_minutes').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
