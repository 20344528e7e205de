import { date, index, pgTable, text, timestamp, uuid, foreignKey, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from '../platform/companies.ts';
import { jobs } from './jobs.ts';
import { users } from '../platform/users.ts';

/** A to-do on a job for someone on its hiring team. */
export const jobTasks = pgTable(
  'job_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').notNull(),
    title: text('title').notNull(),
    dueOn: date('due_on'),
    assigneeId: uuid('assignee_id'),
    createdById: uuid('created_by_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'job_tasks_pkey', columns: [t.companyId, t.id] }),
    foreignKey({
      name: 'job_tasks_job_id_fkey',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'job_tasks_assignee_id_fkey',
      columns: [t.companyId, t.assigneeId],
      foreignColumns: [users.companyId, users.id],
    }),
    foreignKey({
      name: 'job_tasks_created_by_id_fkey',
      columns: [t.companyId, t.createdById],
      foreignColumns: [users.companyId, users.id],
    }),
    index('job_tasks_company_job_idx').on(t.companyId, t.jobId, t.dueOn),
  ],
);
