import type { FastifyRequest } from 'fastify';
import {
  JOB_NOTIFICATION_EVENTS,
  type JobNotifications,
  type JobNotificationsInput,
} from '@atrium/shared/schemas/recruiting/jobs';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { defaultJobNotifications } from '../notification-defaults/notification-defaults.service.ts';
import { findJob } from './jobs.repository.ts';
import { teamCandidates } from './hiring-team.repository.ts';
import * as repository from './job-notifications.repository.ts';

async function load(db: DbOrTx, auth: AuthContext, jobId: string): Promise<JobNotifications> {
  if (!(await findJob(db, auth.companyId, jobId, auth.userId))) throw notFound('Job');
  const row = await repository.findSettings(db, auth.companyId, jobId);
  // Until its own are saved, a job follows the company's defaults (configuration → notification).
  if (!row) return defaultJobNotifications(db, auth.companyId, jobId);
  const ids = [...new Set(JOB_NOTIFICATION_EVENTS.flatMap((event) => row[event]))];
  const people = await repository.peopleNamed(db, auth.companyId, ids);
  const named = (list: string[]) =>
    list.flatMap((id) => {
      const found = people.find((candidate) => candidate.id === id);
      return found ? [{ id, name: `${found.firstName} ${found.lastName}` }] : [];
    });
  return {
    newApplicants: named(row.newApplicants),
    scorecardsSubmitted: named(row.scorecardsSubmitted),
    approvals: named(row.approvals),
    stuckCandidates: named(row.stuckCandidates),
    stuckAfterDays: row.stuckAfterDays,
  };
}

export const getJobNotifications = (db: Db, auth: AuthContext, jobId: string) => load(db, auth, jobId);

/** Everyone named must be a current person of the company (a stranger's id is a field error). */
export const setJobNotifications = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: JobNotificationsInput,
) =>
  db.transaction(async (tx) => {
    const before = await load(tx, auth, jobId);
    const allowed = await teamCandidates(
      tx,
      auth.companyId,
      JOB_NOTIFICATION_EVENTS.flatMap((event) => input[event]),
    );
    for (const event of JOB_NOTIFICATION_EVENTS) {
      const stranger = input[event].findIndex((id) => !allowed.has(id));
      if (stranger >= 0) {
        const message = 'Pick someone from your company who can still sign in';
        throw new AppError('VALIDATION_FAILED', message, {
          errors: [{ path: `${event}.${stranger}`, message }],
        });
      }
    }
    await repository.saveSettings(tx, auth.companyId, jobId, input);
    const after = await load(tx, auth, jobId);
    await recordAudit(tx, request, {
      action: 'job.notifications.update',
      targetType: 'job',
      targetId: jobId,
      before,
      after,
    });
    return after;
  });
