import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { JobSetupFlowStep } from '@atrium/shared/schemas/recruiting/job-setup-flow';
import { companies } from '../platform/companies.ts';

/** The company's job setup flow (absent: Greenhouse's default, every step shown). */
export const jobSetupFlows = pgTable('job_setup_flows', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  steps: jsonb('steps').$type<JobSetupFlowStep[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
