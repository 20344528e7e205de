import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HiringTeamRole } from '@atrium/shared/schemas/recruiting/jobs';
import type { ScorecardVisibility } from '@atrium/shared/schemas/recruiting/scorecards';
import { companies } from '../platform/companies.ts';

const roles = (name: string) =>
  text(name)
    .array()
    .$type<HiringTeamRole[]>()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * The company's recruiting settings (configuration → organization and notification); one row once
 * someone saves them. Name, logo, time zone and careers page stay on `companies` (company
 * administration owns them). The notification defaults name hiring-team roles: a job without its
 * own notification settings tells the people of its team holding them.
 */
export const recruitingSettings = pgTable('recruiting_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  defaultCurrency: text('default_currency').notNull().default('GBP'),
  defaultInterviewMinutes: integer('default_interview_minutes').notNull().default(45),
  notifyNewApplicants: roles('notify_new_applicants'),
  notifyScorecardsSubmitted: roles('notify_scorecards_submitted'),
  notifyApprovals: roles('notify_approvals'),
  notifyStuckCandidates: roles('notify_stuck_candidates'),
  /** Who sees colleagues' scorecards: never, always, or after submitting their own. */
  scorecardVisibility: text('scorecard_visibility')
    .$type<ScorecardVisibility>()
    .notNull()
    .default('after_submitting'),
  stuckAfterDays: integer('stuck_after_days').notNull().default(7),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
