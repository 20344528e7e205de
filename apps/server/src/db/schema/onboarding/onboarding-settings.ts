import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';

/** Settings → data flow: which of Recruiting's facts about a hire flow into the new hire (absent: all). */
export const onboardingDataFlow = pgTable(
  'onboarding_data_flow',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    phone: boolean('phone').notNull().default(true),
    department: boolean('department').notNull().default(true),
    location: boolean('location').notNull().default(true),
    manager: boolean('manager').notNull().default(true),
    startDate: boolean('start_date').notNull().default(true),
    jobTitle: boolean('job_title').notNull().default(true),
    offerCustomFields: boolean('offer_custom_fields').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'onboarding_data_flow_pkey', columns: [t.companyId] })],
);

/**
 * How far a consumer of platform events has read, per company: the last event handled and its
 * time (`eventsOf` reads after an instant). Its row is also the lock that keeps two runs of one
 * consumer for one company from working at once.
 */
export const onboardingEventCursor = pgTable(
  'onboarding_event_cursor',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    consumer: text('consumer').notNull(),
    lastEventId: uuid('last_event_id'),
    lastCreatedAt: timestamp('last_created_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'onboarding_event_cursor_pkey', columns: [t.companyId, t.consumer] })],
);
