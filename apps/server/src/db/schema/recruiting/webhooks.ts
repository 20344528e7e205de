import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WebhookEvent } from '@atrium/shared/schemas/recruiting/webhooks';
import { companies } from '../platform/companies.ts';

/** A company's web hook endpoint (dev center → web hooks): the events it hears and its signing secret. */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    events: text('events')
      .array()
      .$type<WebhookEvent[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The HMAC key of the Signature header; it must be read to sign, so it is kept as given. */
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(false),
    pingError: text('ping_error'),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'webhooks_pkey', columns: [t.companyId, t.id] })],
);

export type WebhookRow = typeof webhooks.$inferSelect;

/** One event for one endpoint: its body as sent (signed as is), its tries and the last answer. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Sent as Greenhouse-Event-ID. */
    publicId: bigint('public_id', { mode: 'number' }).notNull().generatedByDefaultAsIdentity(),
    webhookId: uuid('webhook_id').notNull(),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: smallint('response_status'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'webhook_deliveries_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'webhook_deliveries_webhook_id_fkey',
      columns: [t.companyId, t.webhookId],
      foreignColumns: [webhooks.companyId, webhooks.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_webhook_idx').on(t.companyId, t.webhookId, t.createdAt),
    // The sweep's scan: few rows are pending at any time.
    index('webhook_deliveries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
