import type { FastifyRequest } from 'fastify';
import type { JobTask, JobTaskInput } from '@atrium/shared/schemas/recruiting/job-tasks';
import type { Db, DbOrTx } from '../../../db/client.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { jobExists } from '../applications/applications.repository.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import * as repository from './job-tasks.repository.ts';
import type { TaskRecord } from './job-tasks.repository.ts';

const toTask = ({ task, assigneeName, createdByName }: TaskRecord): JobTask => ({
  id: task.id,
  title: task.title,
  dueOn: task.dueOn,
  assignee: task.assigneeId && assigneeName ? { id: task.assigneeId, name: assigneeName } : null,
  createdBy: task.createdById && createdByName ? { id: task.createdById, name: createdByName } : null,
  doneAt: task.doneAt?.toISOString() ?? null,
  createdAt: task.createdAt.toISOString(),
});

/** Who sees which tasks: everyone's with view.all, otherwise one's own (assigned or made). */
const onlyFor = (auth: AuthContext) =>
  auth.permissions.has('rct.module.sourcing.task.view.all') ? undefined : auth.userId;

async function assertJob(db: DbOrTx, auth: AuthContext, jobId: string) {
  if (!(await jobExists(db, auth.companyId, jobId))) throw notFound('Job');
}

async function load(db: DbOrTx, auth: AuthContext, jobId: string, taskId: string) {
  const record = await repository.findTask(db, auth.companyId, jobId, taskId);
  const mine =
    record &&
    (!onlyFor(auth) || record.task.assigneeId === auth.userId || record.task.createdById === auth.userId);
  if (!record || !mine) throw notFound('Task');
  return record;
}

async function checkAssignee(db: DbOrTx, auth: AuthContext, assigneeId: string | null) {
  if (assigneeId && !(await repository.isCompanyUser(db, auth.companyId, assigneeId))) {
    const message = 'Select a person of your company';
    throw new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'assigneeId', message }] });
  }
}

export async function listJobTasks(db: Db, auth: AuthContext, jobId: string): Promise<JobTask[]> {
  // The route needs the job; which tasks show depends on the task grants (all, own, or none).
  if (
    !auth.permissions.has('rct.module.sourcing.task.view.all') &&
    !auth.permissions.has('rct.module.sourcing.task.view.own')
  )
    throw new AppError('FORBIDDEN', 'You do not have permission to do this.');
  await assertJob(db, auth, jobId);
  return (await repository.listTasks(db, auth.companyId, jobId, onlyFor(auth))).map(toTask);
}

/** A task given to someone else tells them in the app. */
async function tellAssignee(tx: DbOrTx, auth: AuthContext, jobId: string, task: JobTask) {
  if (!task.assignee || task.assignee.id === auth.userId) return;
  await notify(tx, {
    companyId: auth.companyId,
    userId: task.assignee.id,
    title: `New task: ${task.title}`,
    body: task.dueOn ? `Due ${task.dueOn}` : '',
    link: `/jobs/${jobId}/tasks`,
  });
}

export const createJobTask = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  input: JobTaskInput,
) =>
  db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    await checkAssignee(tx, auth, input.assigneeId);
    const id = await repository.insertTask(tx, {
      companyId: auth.companyId,
      jobId,
      ...input,
      createdById: auth.userId,
    });
    const task = toTask((await repository.findTask(tx, auth.companyId, jobId, id))!);
    await tellAssignee(tx, auth, jobId, task);
    await recordAudit(tx, request, {
      action: 'job.task.create',
      targetType: 'job',
      targetId: jobId,
      after: { taskId: id, title: task.title },
    });
    return task;
  });

export const updateJobTask = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  taskId: string,
  input: JobTaskInput,
) =>
  db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    const before = await load(tx, auth, jobId, taskId);
    await checkAssignee(tx, auth, input.assigneeId);
    await repository.updateTask(tx, taskId, input);
    const task = toTask((await repository.findTask(tx, auth.companyId, jobId, taskId))!);
    if (task.assignee?.id !== before.task.assigneeId) await tellAssignee(tx, auth, jobId, task);
    await recordAudit(tx, request, {
      action: 'job.task.update',
      targetType: 'job',
      targetId: jobId,
      before: { title: before.task.title },
      after: { taskId, title: task.title },
    });
    return task;
  });

export const setJobTaskDone = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  taskId: string,
  done: boolean,
) =>
  db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    await load(tx, auth, jobId, taskId);
    await repository.updateTask(tx, taskId, { doneAt: done ? new Date() : null });
    await recordAudit(tx, request, {
      action: done ? 'job.task.complete' : 'job.task.reopen',
      targetType: 'job',
      targetId: jobId,
      after: { taskId },
    });
    return toTask((await repository.findTask(tx, auth.companyId, jobId, taskId))!);
  });

export const deleteJobTask = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  jobId: string,
  taskId: string,
) =>
  db.transaction(async (tx) => {
    await assertJob(tx, auth, jobId);
    const before = await load(tx, auth, jobId, taskId);
    await repository.deleteTask(tx, taskId);
    await recordAudit(tx, request, {
      action: 'job.task.delete',
      targetType: 'job',
      targetId: jobId,
      before: { taskId, title: before.task.title },
    });
  });
