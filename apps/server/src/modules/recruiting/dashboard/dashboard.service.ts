import type { FastifyRequest } from 'fastify';
import type {
  DashboardBucket,
  DashboardBucketRow,
  DashboardSummary,
  FollowedJob,
  Goal,
  GoalInput,
  MyTask,
  ReferableJob,
} from '@atrium/shared/schemas/recruiting/dashboard';
import { GOAL_MESSAGES } from '@atrium/shared/schemas/recruiting/dashboard';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import type { Db } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { myPendingApprovals } from '../approvals/approvals.service.ts';
import { dashboardCounts } from './dashboard-counts.ts';
import * as repository from './dashboard.repository.ts';
import * as goals from './goals.repository.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

export async function dashboardSummary(db: Db, auth: AuthContext): Promise<DashboardSummary> {
  const [counts, next, approvals] = await Promise.all([
    dashboardCounts.get(auth.companyId, { userId: auth.userId }, () =>
      repository
        .myJobIds(db, auth.companyId, auth.userId)
        .then((jobIds) => repository.summaryCounts(db, auth.companyId, auth.userId, jobIds)),
    ),
    repository.nextInterview(db, auth.companyId, auth.userId),
    myPendingApprovals(db, auth),
  ]);
  return {
    counts: { ...counts, offersToApprove: approvals.filter((item) => item.kind === 'offer').length },
    nextInterview: next,
  };
}

export async function dashboardBucket(
  db: Db,
  auth: AuthContext,
  bucket: DashboardBucket,
  limit: number,
): Promise<DashboardBucketRow[]> {
  const jobIds = await repository.myJobIds(db, auth.companyId, auth.userId);
  const rows = await repository.bucketRows(db, auth.companyId, auth.userId, bucket, limit, jobIds);
  return rows.map((row) => ({
    applicationId: row.application_id,
    candidate: { id: row.candidate_id, name: `${row.first_name} ${row.last_name}` },
    job: { id: row.job_id, name: row.job_name },
    stage: row.stage_id ? { id: row.stage_id, name: row.stage_name ?? '' } : null,
    since: iso(row.since),
    interview:
      row.interview_id && row.interview_ends_at
        ? { id: row.interview_id, title: row.interview_title ?? '', endsAt: iso(row.interview_ends_at) }
        : null,
    missing: row.missing ?? [],
  }));
}

export async function myFollowedJobs(db: Db, auth: AuthContext): Promise<FollowedJob[]> {
  const rows = await repository.followedJobs(db, auth.companyId, auth.userId);
  return rows.map((row) => {
    const stages = row.stages.map((stage) => ({ ...stage, active: Number(stage.active) }));
    return {
      id: row.id,
      name: row.name,
      status: row.status,
      stages,
      active: stages.reduce((sum, stage) => sum + stage.active, 0),
      newToday: Number(row.new_today),
    };
  });
}

export async function listGoals(db: Db, auth: AuthContext): Promise<Goal[]> {
  const rows = await goals.listGoals(db, auth.companyId);
  return Promise.all(
    rows.map(async ({ goal, userName, departmentName }) => ({
      id: goal.id,
      name: goal.name,
      metric: goal.metric,
      target: goal.target,
      owner: goal.userId
        ? { kind: 'user' as const, id: goal.userId, name: userName ?? 'Former user' }
        : { kind: 'team' as const, id: goal.departmentId!, name: departmentName ?? 'Former team' },
      periodStart: goal.periodStart,
      periodEnd: goal.periodEnd,
      progress: await goals.goalProgress(db, auth.companyId, goal),
    })),
  );
}

async function checkOwner(db: Db, auth: AuthContext, input: GoalInput) {
  if (!(await goals.ownerExists(db, auth.companyId, input)))
    throw new AppError('VALIDATION_FAILED', GOAL_MESSAGES.ownerRequired, {
      errors: [{ path: input.userId ? 'userId' : 'departmentId', message: GOAL_MESSAGES.ownerRequired }],
    });
}

export async function createGoal(db: Db, request: FastifyRequest, auth: AuthContext, input: GoalInput) {
  await checkOwner(db, auth, input);
  await db.transaction(async (tx) => {
    const goal = await goals.insertGoal(tx, {
      companyId: auth.companyId,
      createdById: auth.userId,
      ...input,
    });
    await recordAudit(tx, request, {
      action: 'recruiting_goal.create',
      targetType: 'recruiting_goal',
      targetId: goal.id,
      after: input,
    });
  });
  return listGoals(db, auth);
}

export async function updateGoal(
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: GoalInput,
) {
  await checkOwner(db, auth, input);
  await db.transaction(async (tx) => {
    const before = await goals.findGoal(tx, auth.companyId, id);
    if (!before) throw notFound('Goal');
    await goals.updateGoal(tx, auth.companyId, id, input);
    await recordAudit(tx, request, {
      action: 'recruiting_goal.update',
      targetType: 'recruiting_goal',
      targetId: id,
      before: { name: before.name, metric: before.metric, target: before.target },
      after: input,
    });
  });
  return listGoals(db, auth);
}

export async function deleteGoal(db: Db, request: FastifyRequest, auth: AuthContext, id: string) {
  await db.transaction(async (tx) => {
    const before = await goals.findGoal(tx, auth.companyId, id);
    if (!before) throw notFound('Goal');
    await goals.deleteGoal(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'recruiting_goal.delete',
      targetType: 'recruiting_goal',
      targetId: id,
      before: { name: before.name, metric: before.metric, target: before.target },
    });
  });
}

const requirePermission = (auth: AuthContext, permission: PermissionId) => {
  if (!auth.permissions.has(permission))
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
};

export async function myTasks(db: Db, auth: AuthContext): Promise<MyTask[]> {
  requirePermission(auth, 'rct.module.sourcing.task.view.own');
  const rows = await repository.myOpenTasks(db, auth.companyId, auth.userId);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    dueOn: row.due_on
      ? String(row.due_on instanceof Date ? row.due_on.toISOString() : row.due_on).slice(0, 10)
      : null,
    job: { id: row.job_id, name: row.job_name },
  }));
}

export const referableJobs = (db: Db, auth: AuthContext): Promise<ReferableJob[]> =>
  repository.referableJobs(db, auth.companyId);
