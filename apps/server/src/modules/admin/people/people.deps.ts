import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config/config.ts';
import type { Db } from '../../../db/client.ts';
import type { UserStateCache } from '../../../plugins/auth.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';

/** What the people services need from the app, as one options object. */
export interface PeopleDeps {
  db: Db;
  config: AppConfig;
  mailer: Mailer;
  jobs: JobQueue;
  userStates: UserStateCache;
  log: FastifyBaseLogger;
}

export const createPeopleDeps = (app: FastifyInstance): PeopleDeps => ({
  db: app.db,
  config: app.config,
  mailer: app.mailer,
  jobs: app.jobs,
  userStates: app.userStates,
  log: app.log,
});
