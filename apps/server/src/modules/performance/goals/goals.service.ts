import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  GOAL_LEVEL_LABELS,
  GOAL_MESSAGES,
  GOAL_STATUS_LABELS,
  type AlignmentOption,
  type CheckInInput,
  type GoalDetail,
  type GoalInputParsed,
  type GoalLevel,
  type GoalListQuery,
  type GoalSummary,
  type GoalTree,
  type GoalTreeQuery,
  type GoalVisibility,
} from '@atrium/shared/schemas/performance/goals';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Db, DbOrTx } from '../../../db/client.ts';
import {
  performanceGoalCheckIns,
  performanceGoalKeyResults,
  performanceGoals,
} from '../../../db/schema/index.ts';
import { AppError, notFound } from '../../../lib/app-error.ts';
import { offsetOf, pageOf } from '../../../lib/list-query.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { notifyAll, type NotifyInput } from '../../platform/notifications/notifications.service.ts';
import {
  loadViewer,
  mayChange,
  mayCheckIn,
  maySee,
  maySet,
  SEES_EVERY_GOAL,
  type GoalViewer,
} from './goal-access.ts';
import { asPercent, effectiveWeights, progressSourceOf, rollUp } from './goal-progress.ts';
import * as repository from './goals.repository.ts';
import type { GoalRow } from './goals.repository.ts';
import { buildTree } from './goal-tree.ts';

// Goals: the rules of goal-access.ts, the roll-up of goal-progress.ts, every write in one
// transaction that locks the chain of parents it rolls up through.

const LEVEL_RANK: Record<GoalLevel, number> = { individual: 0, department: 1, company: 2 };
const goalLink = (id: string) => `/performance/goals/${id}`;

const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: [{ path, message }] });
const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);

const personName = (row: { ownerFirstName: string; ownerLastName: string }) =>
  `${row.ownerFirstName} ${row.ownerLastName}`;

const factsOf = (goal: GoalRow['goal']) => ({
  level: goal.level,
  ownerId: goal.ownerId,
  departmentId: goal.departmentId,
  visibility: goal.visibility,
});

/** The goal's parent when the viewer may see it; a private parent beyond their reach is left out. */
function parentSeen(viewer: GoalViewer, row: GoalRow): boolean {
  if (!row.goal.parentGoalId || !row.parentTitle || !row.parentOwnerId) return false;
  return maySee(viewer, {
    level: row.parentLevel as GoalLevel,
    ownerId: row.parentOwnerId,
    departmentId: row.parentDepartmentId,
    visibility: row.parentVisibility as GoalVisibility,
  });
}

export function toSummary(viewer: GoalViewer, row: GoalRow): GoalSummary {
  const { goal } = row;
  return {
    id: goal.id,
    title: goal.title,
    level: goal.level,
    department:
      goal.departmentId === null
        ? null
        : { id: goal.departmentId, name: row.departmentName ?? 'Deleted department' },
    owner: {
      id: goal.ownerId,
      name: personName(row),
      jobTitle: row.ownerJobTitle,
      avatarUrl: row.ownerAvatarUrl,
    },
    measureKind: goal.measureKind,
    currency: goal.currency,
    startValue: goal.startValue,
    targetValue: goal.targetValue,
    currentValue: goal.currentValue,
    progress: asPercent(goal.progress),
    status: goal.status,
    visibility: goal.visibility,
    cycle: goal.cycleId && row.cycleName ? { id: goal.cycleId, name: row.cycleName } : null,
    startDate: goal.startDate,
    dueDate: goal.dueDate,
    parent:
      goal.parentGoalId && row.parentTitle && parentSeen(viewer, row)
        ? {
            id: goal.parentGoalId,
            title: row.parentTitle,
            keyResult:
              goal.parentKeyResultId && row.parentKeyResultTitle
                ? { id: goal.parentKeyResultId, name: row.parentKeyResultTitle }
                : null,
          }
        : null,
    keyResultCount: row.keyResultCount,
    lastCheckInAt: goal.lastCheckInAt?.toISOString() ?? null,
    updatedAt: goal.updatedAt.toISOString(),
  };
}

export async function listGoals(
  db: DbOrTx,
  auth: AuthContext,
  query: GoalListQuery,
): Promise<Paged<GoalSummary>> {
  const viewer = await loadViewer(db, auth);
  if (query.view === 'team' && viewer.team.size === 0) return pageOf([], 0, query);
  const { rows, total } = await repository.listGoals(
    db,
    {
      viewer,
      view: query.view,
      cycleId: query.cycleId,
      status: query.status,
      ownerIds: query.ownerId,
      departmentId: query.departmentId,
      level: query.level,
      search: query.search,
    },
    { sortBy: query.sortBy, isDescending: query.sortOrder === -1 },
    { limit: query.limit, offset: offsetOf(query) },
  );
  return pageOf(
    rows.map((row) => toSummary(viewer, row)),
    total,
    query,
  );
}

/** The goal when the viewer may see it; 404 otherwise, as for a goal that does not exist. */
async function visibleGoal(db: DbOrTx, viewer: GoalViewer, id: string): Promise<GoalRow> {
  const row = await repository.findGoal(db, viewer.companyId, id);
  if (!row || !maySee(viewer, factsOf(row.goal))) throw notFound('Goal');
  return row;
}

export async function getGoal(db: DbOrTx, auth: AuthContext, id: string): Promise<GoalDetail> {
  const viewer = await loadViewer(db, auth);
  return detailOf(db, viewer, await visibleGoal(db, viewer, id));
}

async function detailOf(db: DbOrTx, viewer: GoalViewer, row: GoalRow): Promise<GoalDetail> {
  const { goal } = row;
  const [keyResults, aligned, checkIns, creator] = await Promise.all([
    repository.keyResultsOf(db, viewer.companyId, [goal.id]),
    repository.alignedGoalsOf(db, viewer.companyId, goal.id),
    repository.checkInsOf(db, viewer.companyId, goal.id),
    repository.activePerson(db, viewer.companyId, goal.createdById),
  ]);
  const weights = effectiveWeights(keyResults.map((keyResult) => keyResult.weight));
  const seen = aligned.filter((child) => maySee(viewer, factsOf(child.goal)));
  const alignedTo = (keyResultId: string | null) =>
    aligned.filter((child) => child.goal.parentKeyResultId === keyResultId).length;
  const summary = toSummary(viewer, row);
  return {
    ...summary,
    description: goal.description,
    progressSource: progressSourceOf(keyResults.length, alignedTo(null)),
    keyResults: keyResults.map((keyResult, index) => ({
      id: keyResult.id,
      title: keyResult.title,
      measureKind: keyResult.measureKind,
      currency: keyResult.currency,
      startValue: keyResult.startValue,
      targetValue: keyResult.targetValue,
      currentValue: keyResult.currentValue,
      weight: keyResult.weight,
      effectiveWeight: asPercent(weights[index] ?? 0),
      progress: asPercent(keyResult.progress),
      progressSource: alignedTo(keyResult.id) > 0 ? 'aligned_goals' : 'measure',
      alignedGoalCount: alignedTo(keyResult.id),
    })),
    parent:
      summary.parent && row.parentLevel
        ? {
            ...summary.parent,
            level: row.parentLevel as GoalLevel,
            progress: asPercent(Number(row.parentProgress ?? 0)),
          }
        : null,
    alignedGoals: seen.map((child) => ({
      ...toSummary(viewer, child),
      keyResultId: child.goal.parentKeyResultId,
    })),
    hiddenAlignedGoalCount: aligned.length - seen.length,
    checkIns: checkIns.map((entry) => ({
      id: entry.checkIn.id,
      author: { id: entry.checkIn.authorId, name: `${entry.authorFirstName} ${entry.authorLastName}` },
      keyResult:
        entry.checkIn.keyResultId && entry.keyResultTitle
          ? { id: entry.checkIn.keyResultId, name: entry.keyResultTitle }
          : null,
      value: entry.checkIn.value,
      previousValue: entry.checkIn.previousValue,
      status: entry.checkIn.status,
      comment: entry.checkIn.comment,
      goalProgress: asPercent(entry.checkIn.goalProgress),
      createdAt: entry.checkIn.createdAt.toISOString(),
    })),
    createdBy: {
      id: goal.createdById,
      name: creator ? `${creator.firstName} ${creator.lastName}` : 'Someone no longer here',
    },
    createdAt: goal.createdAt.toISOString(),
    permissions: {
      canEdit: mayChange(viewer, factsOf(goal), 'edit'),
      canDelete: mayChange(viewer, factsOf(goal), 'delete'),
      canCheckIn: mayCheckIn(viewer, factsOf(goal)),
    },
  };
}

/** Rolls progress up from these goals through all their parents (locked by the caller). */
async function refreshProgress(tx: DbOrTx, companyId: string, goalIds: readonly string[]) {
  const chain = await repository.chainsOf(tx, companyId, goalIds);
  const [inputs, stored] = await Promise.all([
    repository.rollUpInputs(tx, companyId, chain),
    repository.storedProgressOf(tx, companyId, chain),
  ]);
  const rolled = rollUp(inputs.goals, inputs.links);
  await repository.saveProgress(tx, companyId, rolled, stored);
  return rolled;
}

// Checks of a goal's links, each a field error the form can show.

async function checkLinks(
  db: DbOrTx,
  viewer: GoalViewer,
  input: GoalInputParsed,
  editing: GoalRow['goal'] | null,
): Promise<void> {
  // A goal moved down a level keeps what is aligned to it only if that is not above its new level.
  if (editing && LEVEL_RANK[input.level] < LEVEL_RANK[editing.level]) {
    const aligned = await repository.alignedGoalsOf(db, viewer.companyId, editing.id);
    if (aligned.some((child) => LEVEL_RANK[child.goal.level] > LEVEL_RANK[input.level]))
      throw fieldError(
        'level',
        'Goals of a higher level are aligned to this one: align them elsewhere first',
      );
  }
  const owner = await repository.activePerson(db, viewer.companyId, input.ownerId);
  if (!owner && input.ownerId !== editing?.ownerId) throw fieldError('ownerId', 'Person not found');
  if (
    input.level === 'department' &&
    !(await repository.departmentExists(db, viewer.companyId, input.departmentId!))
  )
    throw fieldError('departmentId', 'Department not found');
  if (input.cycleId) {
    const cycle = await repository.findCycle(db, viewer.companyId, input.cycleId);
    if (!cycle) throw fieldError('cycleId', 'Goal cycle not found');
    // An inactive cycle takes no new goals; a goal already in it stays.
    if (!cycle.isActive && editing?.cycleId !== cycle.id)
      throw fieldError('cycleId', 'This goal cycle is inactive: choose an active one');
  }
  if (input.parentGoalId) {
    const parent = await repository.findGoal(db, viewer.companyId, input.parentGoalId);
    if (!parent || !maySee(viewer, factsOf(parent.goal))) throw fieldError('parentGoalId', 'Goal not found');
    if (LEVEL_RANK[parent.goal.level] < LEVEL_RANK[input.level])
      throw fieldError(
        'parentGoalId',
        `A ${GOAL_LEVEL_LABELS[input.level].toLowerCase()} goal can align only to a goal of its level or above`,
      );
    if (editing) {
      const under = await repository.descendantsOf(db, viewer.companyId, editing.id);
      if (parent.goal.id === editing.id || under.includes(parent.goal.id))
        throw fieldError('parentGoalId', 'A goal cannot align to itself or to a goal aligned under it');
    }
    if (input.parentKeyResultId) {
      const keyResults = await repository.keyResultsOf(db, viewer.companyId, [parent.goal.id]);
      if (!keyResults.some((keyResult) => keyResult.id === input.parentKeyResultId))
        throw fieldError('parentKeyResultId', GOAL_MESSAGES.keyResultNotOfParent);
    }
  }
}

function checkMaySet(viewer: GoalViewer, input: GoalInputParsed) {
  const facts = { level: input.level, ownerId: input.ownerId, departmentId: input.departmentId ?? null };
  if (maySet(viewer, facts)) return;
  if (!viewer.levels.create.has(input.level))
    throw forbidden(`You do not have permission to set ${input.level} goals.`);
  throw forbidden(
    input.level === 'department'
      ? 'You may set goals only for the departments you head.'
      : 'You may set goals only for yourself and the people who report to you.',
  );
}

/** A measure as stored: done or not done runs from 0 to 1; a currency only where it belongs. */
const storedMeasure = (input: {
  measureKind: GoalInputParsed['measureKind'];
  currency?: string | null;
  startValue: number;
  targetValue: number;
}) =>
  input.measureKind === 'binary'
    ? { measureKind: input.measureKind, currency: null, startValue: 0, targetValue: 1 }
    : {
        measureKind: input.measureKind,
        currency: input.measureKind === 'currency' ? (input.currency ?? null) : null,
        startValue: input.startValue,
        targetValue: input.targetValue,
      };

const goalValues = (input: GoalInputParsed) => ({
  level: input.level,
  departmentId: input.level === 'department' ? input.departmentId! : null,
  ownerId: input.ownerId,
  title: input.title,
  description: input.description,
  ...storedMeasure(input),
  startDate: input.startDate ?? null,
  dueDate: input.dueDate ?? null,
  visibility: input.visibility,
  cycleId: input.cycleId ?? null,
  parentGoalId: input.parentGoalId ?? null,
  parentKeyResultId: input.parentGoalId ? (input.parentKeyResultId ?? null) : null,
});

export async function createGoal(db: Db, auth: AuthContext, input: GoalInputParsed): Promise<GoalDetail> {
  const viewer = await loadViewer(db, auth);
  checkMaySet(viewer, input);
  if (input.keyResults.some((keyResult) => keyResult.id))
    throw fieldError('keyResults', 'A new goal has only new key results');
  await checkLinks(db, viewer, input, null);
  const id = await db.transaction(async (tx) => {
    if (input.parentGoalId) await repository.lockChains(tx, auth.companyId, [input.parentGoalId]);
    const values = goalValues(input);
    const [goal] = await tx
      .insert(performanceGoals)
      .values({
        companyId: auth.companyId,
        createdById: auth.userId,
        ...values,
        currentValue: values.startValue,
      })
      .returning({ id: performanceGoals.id });
    if (input.keyResults.length > 0)
      await tx.insert(performanceGoalKeyResults).values(
        input.keyResults.map((keyResult, position) => {
          const measure = storedMeasure(keyResult);
          return {
            companyId: auth.companyId,
            goalId: goal!.id,
            title: keyResult.title,
            ...measure,
            currentValue: measure.startValue,
            weight: keyResult.weight ?? null,
            position,
          };
        }),
      );
    await refreshProgress(tx, auth.companyId, [goal!.id]);
    if (input.ownerId !== auth.userId) {
      const setter = await repository.activePerson(tx, auth.companyId, auth.userId);
      await notifyAll(tx, [
        {
          companyId: auth.companyId,
          userId: input.ownerId,
          title: `${setter ? `${setter.firstName} ${setter.lastName}` : 'Someone'} set a goal for you`,
          body: input.title,
          link: goalLink(goal!.id),
        },
      ]);
    }
    return goal!.id;
  });
  return getGoal(db, auth, id);
}

/** The goal when the viewer may change it: 404 if they may not see it, 403 if they may only look. */
async function changeableGoal(db: DbOrTx, viewer: GoalViewer, id: string, action: 'edit' | 'delete') {
  const row = await visibleGoal(db, viewer, id);
  if (!mayChange(viewer, factsOf(row.goal), action)) throw forbidden();
  return row;
}

export async function updateGoal(
  db: Db,
  auth: AuthContext,
  id: string,
  input: GoalInputParsed,
): Promise<GoalDetail> {
  const viewer = await loadViewer(db, auth);
  const { goal } = await changeableGoal(db, viewer, id, 'edit');
  const moves =
    input.level !== goal.level ||
    input.ownerId !== goal.ownerId ||
    (input.departmentId ?? null) !== goal.departmentId;
  // Moving a goal to another owner, level or department needs the right to set it there.
  if (moves) checkMaySet(viewer, input);
  await checkLinks(db, viewer, input, goal);
  const existing = await repository.keyResultsOf(db, auth.companyId, [id]);
  input.keyResults.forEach((keyResult, index) => {
    if (keyResult.id && !existing.some((row) => row.id === keyResult.id))
      throw fieldError(`keyResults.${index}.id`, 'Key result not found');
  });
  await db.transaction(async (tx) => {
    const parents = [goal.parentGoalId, input.parentGoalId].filter((parent): parent is string =>
      Boolean(parent),
    );
    await repository.lockChains(tx, auth.companyId, [id, ...parents]);
    const values = goalValues(input);
    const measureChanged = values.measureKind !== goal.measureKind || values.startValue !== goal.startValue;
    await tx
      .update(performanceGoals)
      .set({
        ...values,
        // A new kind of measure, or a new start, starts the count again; check-ins move it from there.
        ...(measureChanged ? { currentValue: values.startValue } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(performanceGoals.companyId, auth.companyId), eq(performanceGoals.id, id)));
    const kept = input.keyResults.flatMap((keyResult) => (keyResult.id ? [keyResult.id] : []));
    const removed = existing.filter((row) => !kept.includes(row.id)).map((row) => row.id);
    if (removed.length > 0) {
      // Goals aligned to a removed key result stay aligned to the goal itself.
      await tx
        .update(performanceGoals)
        .set({ parentKeyResultId: null })
        .where(
          and(
            eq(performanceGoals.companyId, auth.companyId),
            inArray(performanceGoals.parentKeyResultId, removed),
          ),
        );
      await tx
        .delete(performanceGoalKeyResults)
        .where(
          and(
            eq(performanceGoalKeyResults.companyId, auth.companyId),
            eq(performanceGoalKeyResults.goalId, id),
            notInArray(performanceGoalKeyResults.id, kept.length > 0 ? kept : [id]),
          ),
        );
    }
    for (const [position, keyResult] of input.keyResults.entries()) {
      const measure = storedMeasure(keyResult);
      const fields = { title: keyResult.title, ...measure, weight: keyResult.weight ?? null, position };
      const before = existing.find((row) => row.id === keyResult.id);
      if (before) {
        const restart =
          measure.measureKind !== before.measureKind || measure.startValue !== before.startValue;
        await tx
          .update(performanceGoalKeyResults)
          .set({ ...fields, ...(restart ? { currentValue: measure.startValue } : {}), updatedAt: new Date() })
          .where(
            and(
              eq(performanceGoalKeyResults.companyId, auth.companyId),
              eq(performanceGoalKeyResults.id, before.id),
            ),
          );
      } else {
        await tx
          .insert(performanceGoalKeyResults)
          .values({ companyId: auth.companyId, goalId: id, ...fields, currentValue: measure.startValue });
      }
    }
    await refreshProgress(tx, auth.companyId, [id, ...parents]);
  });
  return getGoal(db, auth, id);
}

export async function deleteGoal(db: Db, auth: AuthContext, id: string): Promise<void> {
  const viewer = await loadViewer(db, auth);
  const { goal } = await changeableGoal(db, viewer, id, 'delete');
  await db.transaction(async (tx) => {
    await repository.lockChains(tx, auth.companyId, [id]);
    // What was aligned to it stays, aligned to nothing: its own progress does not change.
    await tx
      .update(performanceGoals)
      .set({ parentGoalId: null, parentKeyResultId: null, updatedAt: new Date() })
      .where(and(eq(performanceGoals.companyId, auth.companyId), eq(performanceGoals.parentGoalId, id)));
    await tx
      .delete(performanceGoals)
      .where(and(eq(performanceGoals.companyId, auth.companyId), eq(performanceGoals.id, id)));
    if (goal.parentGoalId) await refreshProgress(tx, auth.companyId, [goal.parentGoalId]);
  });
}

export async function checkIn(
  db: Db,
  auth: AuthContext,
  id: string,
  input: CheckInInput & { comment: string },
) {
  const viewer = await loadViewer(db, auth);
  const row = await visibleGoal(db, viewer, id);
  const { goal } = row;
  if (!mayCheckIn(viewer, factsOf(goal))) throw forbidden();
  if (goal.status === 'closed') throw new AppError('CONFLICT', GOAL_MESSAGES.closed);
  const keyResults = await repository.keyResultsOf(db, auth.companyId, [id]);
  const aligned = await repository.alignedGoalsOf(db, auth.companyId, id);
  const keyResult = input.keyResultId
    ? keyResults.find((entry) => entry.id === input.keyResultId)
    : undefined;
  if (input.keyResultId && !keyResult) throw fieldError('keyResultId', 'Key result not found');
  const value = input.value ?? null;
  if (value !== null) {
    const measured = keyResult
      ? aligned.every((child) => child.goal.parentKeyResultId !== keyResult.id)
      : progressSourceOf(
          keyResults.length,
          aligned.filter((child) => !child.goal.parentKeyResultId).length,
        ) === 'measure';
    if (!measured)
      throw fieldError(
        'value',
        keyResult
          ? "This key result's progress comes from the goals aligned to it"
          : "This goal's progress comes from its key results or the goals aligned to it",
      );
    const kind = keyResult ? keyResult.measureKind : goal.measureKind;
    if (kind === 'binary' && value !== 0 && value !== 1) throw fieldError('value', 'Choose done or not done');
  }
  const now = new Date();
  const previous = keyResult ? keyResult.currentValue : goal.currentValue;
  const becameOffTrack = input.status === 'off_track' && goal.status !== 'off_track';
  await db.transaction(async (tx) => {
    await repository.lockChains(tx, auth.companyId, [id]);
    if (value !== null && keyResult)
      await tx
        .update(performanceGoalKeyResults)
        .set({ currentValue: value, updatedAt: now })
        .where(
          and(
            eq(performanceGoalKeyResults.companyId, auth.companyId),
            eq(performanceGoalKeyResults.id, keyResult.id),
          ),
        );
    await tx
      .update(performanceGoals)
      .set({
        ...(value !== null && !keyResult ? { currentValue: value } : {}),
        status: input.status,
        closedAt: input.status === 'closed' ? now : null,
        lastCheckInAt: now,
        updatedAt: now,
      })
      .where(and(eq(performanceGoals.companyId, auth.companyId), eq(performanceGoals.id, id)));
    const rolled = await refreshProgress(tx, auth.companyId, [id]);
    await tx.insert(performanceGoalCheckIns).values({
      companyId: auth.companyId,
      goalId: id,
      keyResultId: keyResult?.id ?? null,
      authorId: auth.userId,
      value,
      previousValue: value === null ? null : previous,
      status: input.status,
      comment: input.comment,
      goalProgress: rolled.goals.get(id)?.progress ?? goal.progress,
      createdAt: now,
    });
    await notifyAll(tx, await checkInNotices(tx, auth, row, input.status, becameOffTrack));
  });
  return getGoal(db, auth, id);
}

/**
 * Who hears of a check-in: the owner, when someone else updates their goal; the owner's manager,
 * when it goes off track or is closed (the moments a manager would want to talk about it).
 */
async function checkInNotices(
  db: DbOrTx,
  auth: AuthContext,
  row: GoalRow,
  status: CheckInInput['status'],
  becameOffTrack: boolean,
): Promise<NotifyInput[]> {
  const { goal } = row;
  const notices: NotifyInput[] = [];
  const link = goalLink(goal.id);
  if (goal.ownerId !== auth.userId) {
    const author = await repository.activePerson(db, auth.companyId, auth.userId);
    notices.push({
      companyId: auth.companyId,
      userId: goal.ownerId,
      title: `${author ? `${author.firstName} ${author.lastName}` : 'Someone'} updated your goal`,
      body: `${goal.title}: ${GOAL_STATUS_LABELS[status].toLowerCase()}`,
      link,
    });
  }
  if (becameOffTrack || status === 'closed') {
    const owner = await repository.activePerson(db, auth.companyId, goal.ownerId);
    if (owner?.managerId && owner.managerId !== auth.userId)
      notices.push({
        companyId: auth.companyId,
        userId: owner.managerId,
        title: `${personName(row)}'s goal is ${status === 'closed' ? 'closed' : 'off track'}`,
        body: goal.title,
        link,
      });
  }
  return notices;
}

export async function reopenGoal(db: Db, auth: AuthContext, id: string): Promise<GoalDetail> {
  const viewer = await loadViewer(db, auth);
  const { goal } = await visibleGoal(db, viewer, id);
  if (!mayCheckIn(viewer, factsOf(goal))) throw forbidden();
  if (goal.status !== 'closed') throw new AppError('CONFLICT', 'This goal is not closed.');
  await db
    .update(performanceGoals)
    .set({ status: 'on_track', closedAt: null, updatedAt: new Date() })
    .where(and(eq(performanceGoals.companyId, auth.companyId), eq(performanceGoals.id, id)));
  return getGoal(db, auth, id);
}

export async function goalTree(db: DbOrTx, auth: AuthContext, query: GoalTreeQuery): Promise<GoalTree> {
  if (query.scope === 'all' && !auth.permissions.has(SEES_EVERY_GOAL))
    throw forbidden('You do not have permission to see every goal.');
  const viewer = await loadViewer(db, auth);
  const rows = await repository.treeRows(db, viewer, query.cycleId);
  const shown = rows.slice(0, repository.TREE_LIMIT);
  const keyResults = await repository.keyResultsOf(
    db,
    auth.companyId,
    shown.map((row) => row.id),
  );
  return {
    nodes: buildTree(
      shown,
      keyResults,
      query.scope === 'team' ? new Set([viewer.userId, ...viewer.team]) : null,
    ),
    isTruncated: rows.length > repository.TREE_LIMIT,
  };
}

export async function alignmentOptions(
  db: DbOrTx,
  auth: AuthContext,
  query: { search?: string; excludeId?: string; level: GoalLevel },
): Promise<AlignmentOption[]> {
  const viewer = await loadViewer(db, auth);
  const excludeIds = query.excludeId
    ? [query.excludeId, ...(await repository.descendantsOf(db, auth.companyId, query.excludeId))]
    : [];
  const levels = (Object.keys(LEVEL_RANK) as GoalLevel[]).filter(
    (level) => LEVEL_RANK[level] >= LEVEL_RANK[query.level],
  );
  const { rows, keyResults } = await repository.alignmentCandidates(db, viewer, {
    search: query.search,
    levels,
    excludeIds,
  });
  return rows.map((row) => ({
    id: row.goal.id,
    title: row.goal.title,
    level: row.goal.level,
    owner: personName(row),
    department: row.departmentName,
    keyResults: keyResults
      .filter((keyResult) => keyResult.goalId === row.goal.id)
      .map((keyResult) => ({ id: keyResult.id, name: keyResult.title })),
  }));
}
