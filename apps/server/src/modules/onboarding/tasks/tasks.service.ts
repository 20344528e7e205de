import type { FastifyRequest } from 'fastify';
import {
  TASK_MESSAGES,
  type AddTaskInput,
  type CompleteTaskBody,
  type MyTask,
  type MyTasksPage,
  type MyTasksQuery,
  type NewHireTask,
  type UpdateTaskInput,
} from '@atrium/shared/schemas/onboarding/tasks';
import type { Db, DbOrTx } from '../../../db/client.ts';
import type { NewHireRow, NewHireTaskRow } from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { findCompanyFile } from '../../platform/files/files.repository.ts';
import { companyToday, displayName } from '../new-hires/new-hires.service.ts';
import { findHireRow, lockHire } from '../new-hires/new-hires.repository.ts';
import { userNames } from '../plan/company-refs.repository.ts';
import { checkLinks } from '../plan/link-checks.ts';
import {
  daysBetween,
  dueDateOf,
  isOverdue,
  renderInstructions,
  resolveAssignee,
  todayIn,
  tokenValuesOf,
} from '../plan/plan-rules.ts';
import { hireVisibilityCondition } from '../new-hires/hire-visibility.ts';
import { taskCounts } from './task-counts.ts';
import * as repository from './tasks.repository.ts';

const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
const conflict = (message: string) => new AppError('CONFLICT', message);

const named = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function toTask(
  { task, assigneeName, groupName, completedByName, attachments, documentFile }: repository.TaskRecord,
  today: string,
): NewHireTask {
  return {
    id: task.id,
    newHireId: task.newHireId,
    templateId: task.templateId,
    name: task.name,
    instructions: task.instructions,
    category: task.category,
    kind: task.kind,
    assigneeRole: task.assigneeRole,
    assignee: named(task.assigneeUserId, assigneeName),
    assigneeGroup: named(task.assigneeGroupId, groupName),
    dueDate: task.dueDate,
    dueOffsetDays: task.dueOffsetDays,
    status: task.status,
    isOverdue: isOverdue(task, today),
    completedAt: task.completedAt?.toISOString() ?? null,
    completedBy: named(task.completedBy, completedByName),
    attachments,
    document: documentFile,
    position: task.position,
    createdAt: task.createdAt.toISOString(),
    updatedAt: task.updatedAt.toISOString(),
  };
}

const toMyTask = (record: repository.TaskRecord, today: string): MyTask => ({
  ...toTask(record, today),
  newHire: {
    id: record.hire.id,
    name: displayName(record.hire),
    startDate: record.hire.startDate,
    state: record.hire.state,
  },
});

async function loadTask(db: DbOrTx, companyId: string, id: string): Promise<NewHireTask> {
  const record = await repository.findTask(db, companyId, id);
  if (!record) throw notFound('Task');
  return toTask(record, await companyToday(db, companyId));
}

/**
 * GET /api/onboarding/my-tasks: one's own tasks (`task.view.own`, every employee's); with
 * `task.view.all`, everyone's (`assignee=all`) or a colleague's.
 */
export async function myTasksPage(db: Db, auth: AuthContext, query: MyTasksQuery): Promise<MyTasksPage> {
  const canSeeAll = auth.permissions.has('onb.module.tasks.task.view.all');
  if (!canSeeAll && !auth.permissions.has('onb.module.tasks.task.view.own')) throw forbidden();
  const isOwn = query.assignee === 'me' || query.assignee === auth.userId;
  if (!isOwn && !canSeeAll) throw forbidden();
  const assigneeUserId = isOwn ? auth.userId : query.assignee === 'all' ? null : query.assignee;
  const filter = { assigneeUserId, status: query.status === 'all' ? null : query.status };
  // Everyone's tasks are those of the hires the caller's role sees (settings → permission).
  const visible = assigneeUserId === null ? await hireVisibilityCondition(db, auth) : undefined;
  const [rows, counts] = await Promise.all([
    repository.myTasks(db, auth.companyId, {
      ...filter,
      limit: query.limit,
      offset: offsetOf(query),
      visible,
    }),
    visible
      ? repository.visibleTaskCounts(db, auth.companyId, { status: filter.status, visible })
      : taskCounts.get(auth.companyId, filter, () => repository.myTaskCounts(db, auth.companyId, filter)),
  ]);
  // No row, no date to judge: the zone rides on the rows.
  const today = todayIn(rows[0]?.timezone ?? null);
  return {
    ...pageOf(
      rows.map((row) => toMyTask(row, today)),
      counts.total,
      query,
    ),
    overdue: counts.overdue,
  };
}

/** GET /api/onboarding/new-hires/:id/tasks: the hire's plan in its order. */
export async function tasksOfHire(db: Db, auth: AuthContext, newHireId: string): Promise<NewHireTask[]> {
  if (!(await findHireRow(db, auth.companyId, newHireId))) throw notFound('New hire');
  const today = await companyToday(db, auth.companyId);
  return (await repository.tasksOfHire(db, auth.companyId, newHireId)).map((row) => toTask(row, today));
}

const audited = (task: NewHireTask) => ({
  name: task.name,
  assigneeRole: task.assigneeRole,
  assigneeUserId: task.assignee?.id ?? null,
  assigneeGroupId: task.assigneeGroup?.id ?? null,
  dueDate: task.dueDate,
  status: task.status,
});

async function hireTokens(db: DbOrTx, companyId: string, hire: NewHireRow) {
  const manager = hire.managerUserId
    ? ((await userNames(db, companyId, [hire.managerUserId])).get(hire.managerUserId) ?? null)
    : null;
  return tokenValuesOf(hire, manager);
}

/**
 * A task for one hire only: assigned by role (resolved now, like the plan's) or to a person or
 * group; due on a date, or days from the start date (on the start date when neither is given).
 */
export const addTask = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  newHireId: string,
  input: AddTaskInput,
) =>
  db.transaction(async (tx) => {
    const hire = await lockHire(tx, auth.companyId, newHireId);
    if (!hire) throw notFound('New hire');
    if (hire.state === 'cancelled') throw conflict(TASK_MESSAGES.hireCancelled);
    await checkLinks(tx, auth.companyId, [
      { path: 'assigneeUserId', kind: 'person', id: input.assigneeUserId },
      { path: 'assigneeGroupId', kind: 'group', id: input.assigneeGroupId },
    ]);
    const assignee = resolveAssignee(input.assigneeRole, input, hire);
    const dueOffsetDays =
      input.dueDate !== null
        ? hire.startDate
          ? daysBetween(hire.startDate, input.dueDate)
          : null
        : (input.dueOffsetDays ?? 0);
    const { id } = await repository.insertTask(tx, auth.companyId, {
      newHireId,
      templateId: null,
      name: input.name,
      instructions: renderInstructions(input.instructions, await hireTokens(tx, auth.companyId, hire)),
      category: input.category,
      kind: input.kind,
      assigneeRole: input.assigneeRole,
      assigneeUserId: assignee.userId,
      assigneeGroupId: assignee.groupId,
      dueDate: input.dueDate ?? dueDateOf(hire.startDate, dueOffsetDays),
      dueOffsetDays,
      position: await repository.nextPosition(tx, auth.companyId, newHireId),
    });
    const created = await loadTask(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.task.create',
      targetType: 'new_hire_task',
      targetId: id,
      after: { newHireId, ...audited(created) },
    });
    return created;
  });

/** The hire first, then the task: a change to the hire (which moves its tasks) locks in that order too. */
async function lockTaskAndHire(tx: DbOrTx, companyId: string, id: string) {
  const found = await repository.findTaskRow(tx, companyId, id);
  if (!found) throw notFound('Task');
  const hire = await lockHire(tx, companyId, found.newHireId);
  const task = await repository.lockTask(tx, companyId, id);
  if (!hire || !task) throw notFound('Task');
  return { task, hire };
}

/** PATCH: name, instructions, category, due date; a person named takes the task (null leaves it unassigned). */
export const updateTask = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  input: UpdateTaskInput,
) =>
  db.transaction(async (tx) => {
    const { task, hire } = await lockTaskAndHire(tx, auth.companyId, id);
    const before = await loadTask(tx, auth.companyId, id);
    await checkLinks(tx, auth.companyId, [
      { path: 'assigneeUserId', kind: 'person', id: input.assigneeUserId },
    ]);
    const patch: Partial<repository.TaskInsert> = {};
    if (input.name !== undefined) patch.name = input.name;
    if (input.category !== undefined) patch.category = input.category;
    if (input.instructions !== undefined)
      patch.instructions = renderInstructions(input.instructions, await hireTokens(tx, auth.companyId, hire));
    if (input.dueDate !== undefined) {
      patch.dueDate = input.dueDate;
      patch.dueOffsetDays =
        input.dueDate && hire.startDate ? daysBetween(hire.startDate, input.dueDate) : null;
    }
    if (input.assigneeUserId !== undefined && input.assigneeUserId !== task.assigneeUserId) {
      patch.assigneeRole = 'person';
      patch.assigneeUserId = input.assigneeUserId;
      patch.assigneeGroupId = null;
    }
    await repository.updateTask(tx, auth.companyId, id, patch);
    const after = await loadTask(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.task.update',
      targetType: 'new_hire_task',
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });

/**
 * Whether the caller may complete, skip or reopen the task: anyone's with `task.complete.all`;
 * with `task.complete.own`, one assigned to them or to a group of theirs.
 */
async function mayWorkOn(tx: DbOrTx, auth: AuthContext, task: NewHireTaskRow): Promise<boolean> {
  if (auth.permissions.has('onb.module.tasks.task.complete.all')) return true;
  if (!auth.permissions.has('onb.module.tasks.task.complete.own')) return false;
  if (task.assigneeUserId === auth.userId) return true;
  return (
    task.assigneeGroupId !== null &&
    repository.isGroupMember(tx, auth.companyId, task.assigneeGroupId, auth.userId)
  );
}

const documentError = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path: 'documentFileId', message }] });

/**
 * An upload task is done with its document: one of the company's uploads (checked by content when
 * uploaded), and the caller's own unless they may complete anyone's tasks (HR filing it for them).
 */
async function checkedDocument(tx: DbOrTx, auth: AuthContext, fileId: string | undefined): Promise<string> {
  if (!fileId) throw documentError(TASK_MESSAGES.documentRequired);
  const file = await findCompanyFile(tx, auth.companyId, fileId);
  if (!file) throw documentError(TASK_MESSAGES.documentGone);
  if (file.uploadedBy !== auth.userId && !auth.permissions.has('onb.module.tasks.task.complete.all'))
    throw documentError(TASK_MESSAGES.documentNotYours);
  return file.id;
}

const STATUS_CHANGES = {
  complete: { to: 'done', refused: { done: TASK_MESSAGES.alreadyDone } },
  skip: { to: 'skipped', refused: { skipped: TASK_MESSAGES.alreadySkipped } },
  reopen: { to: 'open', refused: { open: TASK_MESSAGES.alreadyOpen } },
} as const;
export type TaskStatusChange = keyof typeof STATUS_CHANGES;

export const changeTaskStatus = (
  db: Db,
  request: FastifyRequest,
  auth: AuthContext,
  id: string,
  change: TaskStatusChange,
  body: CompleteTaskBody = {},
) =>
  db.transaction(async (tx) => {
    const { task, hire } = await lockTaskAndHire(tx, auth.companyId, id);
    if (!(await mayWorkOn(tx, auth, task)))
      throw forbidden(
        auth.permissions.has('onb.module.tasks.task.complete.own') ? TASK_MESSAGES.notYours : undefined,
      );
    if (hire.state === 'cancelled') throw conflict(TASK_MESSAGES.hireCancelled);
    const rule = STATUS_CHANGES[change];
    const refusal = (rule.refused as Partial<Record<string, string>>)[task.status];
    if (refusal) throw conflict(refusal);
    const isOpen = rule.to === 'open';
    const documentFileId =
      change === 'complete' && task.kind === 'upload'
        ? await checkedDocument(tx, auth, body.documentFileId)
        : undefined;
    await repository.updateTask(tx, auth.companyId, id, {
      status: rule.to,
      completedAt: isOpen ? null : new Date(),
      completedBy: isOpen ? null : auth.userId,
      ...(documentFileId ? { documentFileId } : {}),
    });
    await recordAudit(tx, request, {
      action: `onboarding.task.${change}`,
      targetType: 'new_hire_task',
      targetId: id,
      before: { status: task.status },
      after: { status: rule.to },
    });
    return loadTask(tx, auth.companyId, id);
  });

export const deleteTask = (db: Db, request: FastifyRequest, auth: AuthContext, id: string) =>
  db.transaction(async (tx) => {
    await lockTaskAndHire(tx, auth.companyId, id);
    const before = await loadTask(tx, auth.companyId, id);
    await repository.deleteTask(tx, auth.companyId, id);
    await recordAudit(tx, request, {
      action: 'onboarding.task.delete',
      targetType: 'new_hire_task',
      targetId: id,
      before: { newHireId: before.newHireId, ...audited(before) },
    });
  });
