import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  JOB_NOTIFICATION_EVENTS,
  type JobNotifications,
  type JobNotificationsInput,
} from '@atrium/shared/schemas/jobs';
import type { Db, DbOrTx } from '../../db/client.ts';
import { jobNotificationSettings, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findJob } from './jobs.repository.ts';
import { teamCandidates } from './hiring-team.repository.ts';

const DEFAULTS = {
  newApplicants: [],
  scorecardsSubmitted: [],
  approvals: [],
  stuckCandidates: [],
  stuckAfterDays: 7,
};

async function load(db: DbOrTx, auth: AuthContext, jobId: string): Promise<JobNotifications> {
  if (!(await findJob(db, auth.companyId, jobId, auth.userId))) throw notFound('Job');
  const [row] = await db
    .select()
    .from(jobNotificationSettings)
    .where(
      and(eq(jobNotificationSettings.companyId, auth.companyId), eq(jobNotificationSettings.jobId, jobId)),
    )
    .limit(1);
  if (!row) return DEFAULTS;
  const ids = [...new Set(JOB_NOTIFICATION_EVENTS.flatMap((event) => row[event]))];
  const people = ids.length
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.companyId, auth.companyId), inArray(users.id, ids)))
    : [];
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
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(jobNotificationSettings)
      .values({ jobId, companyId: auth.companyId, ...values })
      .onConflictDoUpdate({ target: jobNotificationSettings.jobId, set: values });
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
