import type { FastifyInstance } from 'fastify';
import type { ReminderDeps } from './interview-reminders.ts';

/** What the interviews' services need of the app: its database, queue, mailer and addresses. */
export const interviewDepsOf = (app: FastifyInstance): ReminderDeps => ({
  db: app.db,
  jobs: app.jobs,
  mailer: app.mailer,
  log: app.log,
  config: {
    publicUrl: app.config.publicUrl,
    jwtSecret: app.config.jwtSecret,
    mailFrom: app.config.mailFrom,
  },
});
