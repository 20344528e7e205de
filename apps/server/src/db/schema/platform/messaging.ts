import { jsonb, index, pgTable, text, timestamp, uuid, foreignKey, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

import type { OUTBOX_CHANNELS, OUTBOX_STATUSES } from '@atrium/shared/schemas/admin/outbox';

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** Every message the suite sends. Without SMTP it is the mailbox itself (status stored). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** PLATFORM_COMPANY_ID for mail of no company. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<OutboxChannel>().notNull().default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where a reply goes: a candidate's reply address, so their answer reaches their profile. */
    replyTo: text('reply_to'),
    /** An iCalendar invitation (iTIP, RFC 6047) sent as the text/calendar part, and its METHOD. */
    calendar: text('calendar'),
    calendarMethod: text('calendar_method'),
    /** Small files sent with the message (an offer letter), base64. */
    attachments:
      jsonb('attachments').$type<Array<{ filename: string; contentType: string; content: string }>>(),
    status: text('status').$type<(typeof OUTBOX_STATUSES)[number]>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'outbox_messages_pkey', columns: [t.companyId, t.id] }),
    index('outbox_messages_created_idx').on(t.createdAt),
    // The admin's outbox lists one company's messages, newest first.
    index('outbox_messages_company_idx').on(t.companyId, t.createdAt),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notifications_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'notifications_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
    index('notifications_user_idx').on(t.companyId, t.userId, t.createdAt),
  ],
);
