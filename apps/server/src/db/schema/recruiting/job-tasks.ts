import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';
import { jobs } from './jobs.ts';
import { users } from '../platform/users.ts';

/** A to-do on a job for someone on its hiring team. */
export const jobTasks = pgTable(
  'job_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueOn: date('due_on'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_tasks_company_job_idx').on(t.companyId, t.jobId, t.dueOn)],
);
