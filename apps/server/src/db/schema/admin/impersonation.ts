import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid, foreignKey, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';
import { users } from '../platform/users.ts';

/** Spec section 6: "login as user" lasts at most 30 minutes. */
export const IMPERSONATION_MAX_MINUTES = 30;

/** The impersonation log: who, whom, why, when. Users are deactivated, not deleted, so it stays whole. */
export const impersonationSessions = pgTable(
  'impersonation_sessions',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    impersonatorUserId: uuid('impersonator_user_id').notNull(),
    targetUserId: uuid('target_user_id').notNull(),
    reason: text('reason').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'impersonation_sessions_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'impersonation_sessions_impersonator_user_id_fkey',
      columns: [t.companyId, t.impersonatorUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'impersonation_sessions_target_user_id_fkey',
      columns: [t.companyId, t.targetUserId],
      foreignColumns: [users.companyId, users.id],
    }),
    index('impersonation_sessions_company_started_idx').on(t.companyId, t.startedAt),
    index('impersonation_sessions_company_impersonator_idx').on(t.companyId, t.impersonatorUserId),
    check('impersonation_sessions_not_self', sql`${t.impersonatorUserId} <> ${t.targetUserId}`),
    check(
      'impersonation_sessions_max_duration',
      sql`${t.endsAt} > ${t.startedAt} AND ${t.endsAt} <= ${t.startedAt} + interval '30 minutes'`,
    ),
    check('impersonation_sessions_reason_present', sql`length(trim(${t.reason})) > 0`),
  ],
);

export type ImpersonationSessionRow = typeof impersonationSessions.$inferSelect;
