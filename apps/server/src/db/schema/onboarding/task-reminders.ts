import { date, foreignKey, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

/**
 * The daily task reminders sent: one mail per person per day of the company's calendar (the key
 * makes a second one fail to insert), and when it went, so the next one tells of tasks added since.
 */
export const onboardingReminderLog = pgTable(
  'onboarding_reminder_log',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'onboarding_reminder_log_pkey', columns: [t.companyId, t.userId, t.day] }),
    foreignKey({
      name: 'onboarding_reminder_log_user_id_fkey',
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete('cascade'),
  ],
);
