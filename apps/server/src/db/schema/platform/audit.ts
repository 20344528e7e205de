import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';

/** Append-only: nothing in the code updates or deletes a row (DESIGN.md section 4). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    /** Write order: events of one instant (one transaction, or a coarse clock) still list in order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** PLATFORM_COMPANY_ID for what concerns no company. No foreign key: the log outlives a company. */
    companyId: uuid('company_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    impersonatorUserId: uuid('impersonator_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    outcome: text('outcome').$type<'success' | 'failure' | 'denied'>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    product: text('product'),
    before: jsonb('before'),
    after: jsonb('after'),
    // clock_timestamp, not now(): events written in one transaction keep the order they happened in.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ name: 'audit_events_pkey', columns: [t.companyId, t.id] }),
    index('audit_events_company_idx').on(t.companyId, t.createdAt),
    // One record's history, newest first (a job's activity feed).
    index('audit_events_company_target_idx').on(t.companyId, t.targetType, t.targetId, t.createdAt),
  ],
);
