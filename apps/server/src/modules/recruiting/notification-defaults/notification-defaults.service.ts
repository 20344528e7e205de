import type { FastifyRequest } from 'fastify';
import {
  JOB_NOTIFICATION_EVENTS,
  type HiringTeamRole,
  type JobNotifications,
} from '@atrium/shared/schemas/recruiting/jobs';
import type {
  NotificationDefaults,
  NotificationDefaultsInput,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit, recordAudits } from '../../platform/audit/audit.service.ts';
import * as repository from './notification-defaults.repository.ts';

type RoleDefaults = Omit<NotificationDefaults, 'openJobsWithOwnSettings'>;

/** Before anyone sets them nobody is told by default, as before the defaults existed. */
const NONE: RoleDefaults = {
  newApplicants: [],
  scorecardsSubmitted: [],
  approvals: [],
  stuckCandidates: [],
  stuckAfterDays: 7,
};

const roleDefaults = async (db: DbOrTx, companyId: string): Promise<RoleDefaults> =>
  (await repository.findDefaults(db, companyId)) ?? NONE;

async function load(db: DbOrTx, companyId: string): Promise<NotificationDefaults> {
  const [defaults, openJobsWithOwnSettings] = await Promise.all([
    roleDefaults(db, companyId),
    repository.countOpenJobsWithOwnSettings(db, companyId),
  ]);
  return { ...defaults, openJobsWithOwnSettings };
}

export const getNotificationDefaults = (db: Db, auth: AuthContext) => load(db, auth.companyId);

export const setNotificationDefaults = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  input: NotificationDefaultsInput,
) =>
  db.transaction(async (tx) => {
    const before = await roleDefaults(tx, auth.companyId);
    await repository.saveDefaults(tx, auth.companyId, input);
    const after = await load(tx, auth.companyId);
    await recordAudit(tx, request, {
      action: 'recruiting.notification_defaults.update',
      targetType: 'company',
      targetId: auth.companyId,
      before,
      after: input,
    });
    return after;
  });

/**
 * Open jobs drop their own notification settings and follow the defaults again. The page confirmed
 * a count: if jobs were set meanwhile the count is stale and nothing changes.
 */
export const applyNotificationDefaults = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  expectedCount: number,
) =>
  db.transaction(async (tx) => {
    const count = await repository.countOpenJobsWithOwnSettings(tx, auth.companyId);
    if (count !== expectedCount) {
      const message = `${count} open jobs have their own settings now: look again before applying`;
      throw new AppError('CONFLICT', message, { errors: [{ path: 'expectedCount', message }] });
    }
    const jobIds = await repository.dropOwnSettingsOfOpenJobs(tx, auth.companyId);
    await recordAudits(
      tx,
      request,
      jobIds.map((jobId) => ({
        action: 'job.notifications.reset_to_defaults',
        targetType: 'job',
        targetId: jobId,
      })),
    );
    return { jobsReset: jobIds.length };
  });

/**
 * Who hears of what on a job that has no notification settings of its own: the people of its hiring
 * team holding the roles the company's defaults name. A new job starts here until someone sets its own.
 */
export async function defaultJobNotifications(
  db: DbOrTx,
  companyId: string,
  jobId: string,
): Promise<JobNotifications> {
  const defaults = await roleDefaults(db, companyId);
  const named = new Set<HiringTeamRole>(JOB_NOTIFICATION_EVENTS.flatMap((event) => defaults[event]));
  const team = await repository.teamMembersWithRoles(db, companyId, jobId, [...named]);
  const peopleFor = (roles: HiringTeamRole[]) => {
    const people = new Map<string, string>();
    for (const member of team) {
      if (roles.includes(member.role)) people.set(member.id, `${member.firstName} ${member.lastName}`);
    }
    return [...people].map(([id, name]) => ({ id, name }));
  };
  return {
    newApplicants: peopleFor(defaults.newApplicants),
    scorecardsSubmitted: peopleFor(defaults.scorecardsSubmitted),
    approvals: peopleFor(defaults.approvals),
    stuckCandidates: peopleFor(defaults.stuckCandidates),
    stuckAfterDays: defaults.stuckAfterDays,
  };
}
