import { and, eq, inArray, sql } from 'drizzle-orm';
import type { HiringTeamRole } from '@atrium/shared/schemas/recruiting/jobs';
import type { NotificationDefaultsInput } from '@atrium/shared/schemas/recruiting/recruiting-settings';
import type { DbOrTx } from '../../../db/client.ts';
import {
  jobHiringTeam,
  jobNotificationSettings,
  jobs,
  recruitingSettings,
  users,
} from '../../../db/schema/index.ts';

export async function findDefaults(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({
      newApplicants: recruitingSettings.notifyNewApplicants,
      scorecardsSubmitted: recruitingSettings.notifyScorecardsSubmitted,
      approvals: recruitingSettings.notifyApprovals,
      stuckCandidates: recruitingSettings.notifyStuckCandidates,
      stuckAfterDays: recruitingSettings.stuckAfterDays,
    })
    .from(recruitingSettings)
    .where(eq(recruitingSettings.companyId, companyId))
    .limit(1);
  return row ?? null;
}

export async function saveDefaults(db: DbOrTx, companyId: string, input: NotificationDefaultsInput) {
  const values = {
    notifyNewApplicants: input.newApplicants,
    notifyScorecardsSubmitted: input.scorecardsSubmitted,
    notifyApprovals: input.approvals,
    notifyStuckCandidates: input.stuckCandidates,
    stuckAfterDays: input.stuckAfterDays,
    updatedAt: new Date(),
  };
  await db
    .insert(recruitingSettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: recruitingSettings.companyId, set: values });
}

/** Open jobs whose notifications were set on the job itself (the defaults do not reach them). */
const openWithOwnSettings = (companyId: string) =>
  and(
    eq(jobNotificationSettings.companyId, companyId),
    inArray(
      jobNotificationSettings.jobId,
      // Tied to the outer row's company too, as Citus needs (named in full: drizzle leaves a
      // single table's columns unqualified, which here would mean the jobs').
      sql`(select ${jobs.id} from ${jobs} where ${jobs.companyId} = ${sql.raw('"job_notification_settings"."company_id"')} and ${jobs.companyId} = ${companyId} and ${jobs.status} = 'open')`,
    ),
  );

export async function countOpenJobsWithOwnSettings(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(jobNotificationSettings)
    .where(openWithOwnSettings(companyId));
  return row?.count ?? 0;
}

export async function dropOwnSettingsOfOpenJobs(db: DbOrTx, companyId: string): Promise<string[]> {
  const rows = await db
    .delete(jobNotificationSettings)
    .where(openWithOwnSettings(companyId))
    .returning({ jobId: jobNotificationSettings.jobId });
  return rows.map((row) => row.jobId);
}

/** The active people of a job's hiring team holding any of the roles, with the role, in team order. */
export async function teamMembersWithRoles(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  roles: HiringTeamRole[],
) {
  if (roles.length === 0) return [];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: jobHiringTeam.role,
    })
    .from(jobHiringTeam)
    .innerJoin(users, and(eq(users.companyId, jobHiringTeam.companyId), eq(users.id, jobHiringTeam.userId)))
    .where(
      and(
        eq(jobHiringTeam.companyId, companyId),
        eq(jobHiringTeam.jobId, jobId),
        inArray(jobHiringTeam.role, roles),
        sql`${users.status} <> 'inactive'`,
      ),
    )
    .orderBy(jobHiringTeam.position);
}
