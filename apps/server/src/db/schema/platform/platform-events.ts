import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';

/**
 * The hand-off between products: an event written in the transaction of the change it reports
 * (Recruiting's "candidate hired" for Onboarding), read by the products that subscribe to it.
 */
export const platformEvents = pgTable(
  'platform_events',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'platform_events_pkey', columns: [t.companyId, t.id] }),
    index('platform_events_company_type_idx').on(t.companyId, t.type, t.createdAt),
  ],
);
