import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { GoalLevel, GoalListQuery } from '@atrium/shared/schemas/performance/goals';
import type { DbOrTx } from '../../../db/client.ts';
import {
  departments,
  performanceGoalCheckIns,
  performanceGoalCycles,
  performanceGoalKeyResults,
  performanceGoals,
  users,
} from '../../../db/schema/index.ts';
import { linkedValue } from '../../../lib/linked-value.ts';
import { containsPattern } from '../../../lib/list-query.ts';
import { sameCompany } from '../../../lib/same-company.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant, uuidArray } from '../../../lib/tenant-constant.ts';
import { visibleCondition, type GoalViewer } from './goal-access.ts';
import type { AlignedLink, RolledUp, RollUpGoal } from './goal-progress.ts';

// Goals, their key results and check-ins; the chains of parents a change rolls up through, and the
// company goals' tree.

const linked = (table: string, column: string, field?: string) =>
  linkedValue('performance_goals', table, column, field);

export const summaryColumns = {
  goal: performanceGoals,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerJobTitle: users.jobTitle,
  ownerAvatarUrl: users.avatarUrl,
  departmentName: linked('departments', 'department_id'),
  cycleName: linked('performance_goal_cycles', 'cycle_id'),
  parentTitle: linked('performance_goals', 'parent_goal_id', 'title'),
  parentLevel: linked('performance_goals', 'parent_goal_id', 'level'),
  // What says whether the viewer may see the parent (goal-access.ts).
  parentOwnerId: linked('performance_goals', 'parent_goal_id', 'owner_id'),
  parentVisibility: linked('performance_goals', 'parent_goal_id', 'visibility'),
  parentDepartmentId: linked('performance_goals', 'parent_goal_id', 'department_id'),
  parentProgress: sql<
    number | null
  >`${sql.raw(`(select t.progress from performance_goals t where t.id = "performance_goals"."parent_goal_id" and t.company_id = "performance_goals"."company_id")`)}`,
  parentKeyResultTitle: linked('performance_goal_key_results', 'parent_key_result_id', 'title'),
  keyResultCount: sql<number>`${sql.raw(
    `(select count(*)::int from performance_goal_key_results k where k.company_id = "performance_goals"."company_id" and k.goal_id = "performance_goals"."id")`,
  )}`.mapWith(Number),
};
export interface GoalRow {
  goal: typeof performanceGoals.$inferSelect;
  ownerFirstName: string;
  ownerLastName: string;
  ownerJobTitle: string | null;
  ownerAvatarUrl: string | null;
  departmentName: string | null;
  cycleName: string | null;
  parentTitle: string | null;
  parentLevel: string | null;
  parentOwnerId: string | null;
  parentVisibility: string | null;
  parentDepartmentId: string | null;
  parentProgress: number | null;
  parentKeyResultTitle: string | null;
  keyResultCount: number;
}

const ownerJoin = () => sameCompany(users, performanceGoals, eq(users.id, performanceGoals.ownerId));

const goalsQuery = (db: DbOrTx) =>
  db.select(summaryColumns).from(performanceGoals).innerJoin(users, ownerJoin()).$dynamic();

export interface GoalFilter {
  viewer: GoalViewer;
  view: GoalListQuery['view'];
  cycleId?: string;
  status?: GoalListQuery['status'];
  ownerIds?: string[];
  departmentId?: string;
  level?: GoalLevel;
  search?: string;
}

function whereOf(filter: GoalFilter): SQL {
  const { viewer } = filter;
  const conditions: SQL[] = [eq(performanceGoals.companyId, viewer.companyId), visibleCondition(viewer)];
  if (filter.view === 'mine') conditions.push(eq(performanceGoals.ownerId, viewer.userId));
  if (filter.view === 'team')
    conditions.push(sql`${performanceGoals.ownerId} = any(${uuidArray([...viewer.team])})`);
  if (filter.view === 'department') conditions.push(eq(performanceGoals.level, 'department'));
  if (filter.view === 'company') conditions.push(eq(performanceGoals.level, 'company'));
  if (filter.cycleId) conditions.push(eq(performanceGoals.cycleId, filter.cycleId));
  if (filter.status) conditions.push(eq(performanceGoals.status, filter.status));
  if (filter.ownerIds?.length) conditions.push(inArray(performanceGoals.ownerId, filter.ownerIds));
  if (filter.departmentId) conditions.push(eq(performanceGoals.departmentId, filter.departmentId));
  if (filter.level) conditions.push(eq(performanceGoals.level, filter.level));
  if (filter.search) {
    const pattern = containsPattern(filter.search.toLowerCase());
    conditions.push(
      sql`(lower(${performanceGoals.title}) like ${pattern} or lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern})`,
    );
  }
  return and(...conditions)!;
}

function orderOf(sortBy: GoalListQuery['sortBy'], isDescending: boolean): SQL[] {
  const direction = isDescending ? desc : asc;
  const nullsLast = (value: SQL) => sql`${value} ${sql.raw(isDescending ? 'desc' : 'asc')} nulls last`;
  const tieBreak = [asc(sql`lower(${performanceGoals.title})`), asc(performanceGoals.id)];
  switch (sortBy) {
    case 'title':
      return [direction(sql`lower(${performanceGoals.title})`), asc(performanceGoals.id)];
    case 'progress':
      return [direction(performanceGoals.progress), ...tieBreak];
    case 'dueDate':
      return [nullsLast(sql`${performanceGoals.dueDate}`), ...tieBreak];
    case 'updatedAt':
      return [direction(performanceGoals.updatedAt), ...tieBreak];
    case 'owner':
      return [
        direction(sql`lower(${users.lastName})`),
        direction(sql`lower(${users.firstName})`),
        ...tieBreak,
      ];
    default:
      // Open goals first, the soonest due first.
      return [
        asc(sql`case when ${performanceGoals.status} = 'closed' then 1 else 0 end`),
        sql`${performanceGoals.dueDate} asc nulls last`,
        ...tieBreak,
      ];
  }
}

export async function listGoals(
  db: DbOrTx,
  filter: GoalFilter,
  order: { sortBy: GoalListQuery['sortBy']; isDescending: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: GoalRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    goalsQuery(db)
      .where(where)
      .orderBy(...orderOf(order.sortBy, order.isDescending))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(performanceGoals).innerJoin(users, ownerJoin()).where(where),
  ]);
  return { rows: rows as GoalRow[], total: Number(counted?.n ?? 0) };
}

export async function findGoal(db: DbOrTx, companyId: string, id: string): Promise<GoalRow | undefined> {
  const [row] = await goalsQuery(db)
    .where(and(eq(performanceGoals.companyId, companyId), eq(performanceGoals.id, id)))
    .limit(1);
  return row as GoalRow | undefined;
}

/** The goals aligned to this one, or to one of its key results. */
export async function alignedGoalsOf(db: DbOrTx, companyId: string, goalId: string): Promise<GoalRow[]> {
  const rows = await goalsQuery(db)
    .where(and(eq(performanceGoals.companyId, companyId), eq(performanceGoals.parentGoalId, goalId)))
    .orderBy(asc(sql`lower(${performanceGoals.title})`), asc(performanceGoals.id))
    .limit(500);
  return rows as GoalRow[];
}

export const keyResultsOf = (db: DbOrTx, companyId: string, goalIds: readonly string[]) =>
  goalIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(performanceGoalKeyResults)
        .where(
          and(
            eq(performanceGoalKeyResults.companyId, companyId),
            inArray(performanceGoalKeyResults.goalId, [...goalIds]),
          ),
        )
        .orderBy(asc(performanceGoalKeyResults.position), asc(performanceGoalKeyResults.createdAt));

export const checkInsOf = (db: DbOrTx, companyId: string, goalId: string) =>
  db
    .select({
      checkIn: performanceGoalCheckIns,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      keyResultTitle: sql<string | null>`${sql.raw(
        `(select k.title from performance_goal_key_results k where k.id = "performance_goal_check_ins"."key_result_id" and k.company_id = "performance_goal_check_ins"."company_id")`,
      )}`,
    })
    .from(performanceGoalCheckIns)
    .innerJoin(
      users,
      sameCompany(users, performanceGoalCheckIns, eq(users.id, performanceGoalCheckIns.authorId)),
    )
    .where(and(eq(performanceGoalCheckIns.companyId, companyId), eq(performanceGoalCheckIns.goalId, goalId)))
    .orderBy(desc(performanceGoalCheckIns.createdAt), desc(performanceGoalCheckIns.id))
    .limit(200);

/** The goals and each one's parents up to the top (ancestors-or-self), at most 50 levels. */
export async function chainsOf(db: DbOrTx, companyId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const company = tenantConstant(companyId);
  const rows = await db.execute(sql`with recursive up(id, parent_id, depth) as (
      select g.id, g.parent_goal_id, 0 from ${performanceGoals} g
        where g.company_id = ${company} and g.id = any(${uuidArray(ids)})
      union
      select g.id, g.parent_goal_id, up.depth + 1 from ${performanceGoals} g join up on g.id = up.parent_id
        where g.company_id = ${company} and up.depth < 50
    ) select distinct id from up`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

/** Every goal aligned under this one, at any depth (not the goal itself). */
export async function descendantsOf(db: DbOrTx, companyId: string, id: string): Promise<string[]> {
  const company = tenantConstant(companyId);
  const rows = await db.execute(sql`with recursive down(id, depth) as (
      select g.id, 1 from ${performanceGoals} g where g.company_id = ${company} and g.parent_goal_id = ${id}
      union
      select g.id, down.depth + 1 from ${performanceGoals} g join down on g.parent_goal_id = down.id
        where g.company_id = ${company} and down.depth < 50
    ) select distinct id from down where id <> ${id}`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

/**
 * Locks these goals and all their parents, in id order, so two changes rolling up into the same
 * parent wait for each other rather than each writing a sum that misses the other (or deadlocking).
 */
export async function lockChains(db: DbOrTx, companyId: string, ids: readonly string[]): Promise<void> {
  const chain = await chainsOf(db, companyId, ids);
  if (chain.length === 0) return;
  await db
    .select({ id: performanceGoals.id })
    .from(performanceGoals)
    .where(and(eq(performanceGoals.companyId, companyId), inArray(performanceGoals.id, chain)))
    .orderBy(asc(performanceGoals.id))
    .for('update');
}

/** What rolling these goals up reads: their measures and key results, and every goal aligned to them. */
export async function rollUpInputs(
  db: DbOrTx,
  companyId: string,
  goalIds: readonly string[],
): Promise<{ goals: RollUpGoal[]; links: AlignedLink[] }> {
  if (goalIds.length === 0) return { goals: [], links: [] };
  const [goalRows, keyResultRows, linkRows] = await Promise.all([
    db
      .select({
        id: performanceGoals.id,
        measureKind: performanceGoals.measureKind,
        startValue: performanceGoals.startValue,
        targetValue: performanceGoals.targetValue,
        currentValue: performanceGoals.currentValue,
      })
      .from(performanceGoals)
      .where(and(eq(performanceGoals.companyId, companyId), inArray(performanceGoals.id, [...goalIds]))),
    keyResultsOf(db, companyId, goalIds),
    db
      .select({
        id: performanceGoals.id,
        parentGoalId: performanceGoals.parentGoalId,
        parentKeyResultId: performanceGoals.parentKeyResultId,
        storedProgress: performanceGoals.progress,
      })
      .from(performanceGoals)
      .where(
        and(eq(performanceGoals.companyId, companyId), inArray(performanceGoals.parentGoalId, [...goalIds])),
      ),
  ]);
  return {
    goals: goalRows.map((goal) => ({
      ...goal,
      keyResults: keyResultRows
        .filter((keyResult) => keyResult.goalId === goal.id)
        .map((keyResult) => ({
          id: keyResult.id,
          measureKind: keyResult.measureKind,
          startValue: keyResult.startValue,
          targetValue: keyResult.targetValue,
          currentValue: keyResult.currentValue,
          weight: keyResult.weight,
        })),
    })),
    links: linkRows.map((link) => ({ ...link, parentGoalId: link.parentGoalId! })),
  };
}

/** Writes the rolled-up progress of goals and key results whose stored value differs. */
export async function saveProgress(
  db: DbOrTx,
  companyId: string,
  rolled: RolledUp,
  stored: { goals: Map<string, number>; keyResults: Map<string, number> },
): Promise<void> {
  for (const [id, { progress }] of rolled.goals) {
    if (stored.goals.get(id) === progress) continue;
    await db
      .update(performanceGoals)
      .set({ progress })
      .where(and(eq(performanceGoals.companyId, companyId), eq(performanceGoals.id, id)));
  }
  for (const [id, { progress }] of rolled.keyResults) {
    if (stored.keyResults.get(id) === progress) continue;
    await db
      .update(performanceGoalKeyResults)
      .set({ progress })
      .where(and(eq(performanceGoalKeyResults.companyId, companyId), eq(performanceGoalKeyResults.id, id)));
  }
}

export async function storedProgressOf(db: DbOrTx, companyId: string, goalIds: readonly string[]) {
  if (goalIds.length === 0)
    return { goals: new Map<string, number>(), keyResults: new Map<string, number>() };
  const [goalRows, keyResultRows] = await Promise.all([
    db
      .select({ id: performanceGoals.id, progress: performanceGoals.progress })
      .from(performanceGoals)
      .where(and(eq(performanceGoals.companyId, companyId), inArray(performanceGoals.id, [...goalIds]))),
    db
      .select({ id: performanceGoalKeyResults.id, progress: performanceGoalKeyResults.progress })
      .from(performanceGoalKeyResults)
      .where(
        and(
          eq(performanceGoalKeyResults.companyId, companyId),
          inArray(performanceGoalKeyResults.goalId, [...goalIds]),
        ),
      ),
  ]);
  return {
    goals: new Map(goalRows.map((row) => [row.id, row.progress])),
    keyResults: new Map(keyResultRows.map((row) => [row.id, row.progress])),
  };
}

export interface TreeRow {
  id: string;
  parentGoalId: string | null;
  parentKeyResultId: string | null;
  title: string;
  level: GoalLevel;
  ownerId: string;
  ownerFirstName: string;
  ownerLastName: string;
  ownerAvatarUrl: string | null;
  departmentId: string | null;
  departmentName: string | null;
  status: string;
  visibility: string;
  progress: number;
}

export const TREE_LIMIT = 2000;

/**
 * The company goals at the top (those aligned to nothing, in the cycle if one is named) and what is
 * aligned under them, parents first, in one recursive statement. The walk goes only through goals
 * the viewer may see: what hangs under a goal they may not see is left out with it.
 */
export async function treeRows(
  db: DbOrTx,
  viewer: GoalViewer,
  cycleId: string | undefined,
): Promise<TreeRow[]> {
  const company = tenantConstant(viewer.companyId);
  const visible = visibleCondition(viewer, 'g');
  const inCycle = cycleId ? sql`and g.cycle_id = ${cycleId}` : sql``;
  const rows = await db.execute(sql`with recursive tree(id, depth) as (
      select g.id, 0 from ${performanceGoals} g
        where g.company_id = ${company} and g.level = 'company' and g.parent_goal_id is null ${inCycle} and ${visible}
      union all
      select g.id, tree.depth + 1 from ${performanceGoals} g join tree on g.parent_goal_id = tree.id
        where g.company_id = ${company} and tree.depth < 12 and ${visible}
    )
    select g.id, g.parent_goal_id as "parentGoalId", g.parent_key_result_id as "parentKeyResultId",
      g.title, g.level, g.owner_id as "ownerId", u.first_name as "ownerFirstName",
      u.last_name as "ownerLastName", u.avatar_url as "ownerAvatarUrl", g.department_id as "departmentId",
      (select d.name from ${departments} d where d.company_id = ${company} and d.id = g.department_id) as "departmentName",
      g.status, g.visibility, g.progress
    from tree
      join ${performanceGoals} g on g.company_id = ${company} and g.id = tree.id
      join ${users} u on u.company_id = ${company} and u.id = g.owner_id
    order by tree.depth, lower(g.title), g.id
    limit ${TREE_LIMIT + 1}`);
  return rowsOf<TreeRow>(rows).map((row) => ({ ...row, progress: Number(row.progress) }));
}

/** Open goals one may align to, of these levels, found by title, with their key results. */
export async function alignmentCandidates(
  db: DbOrTx,
  viewer: GoalViewer,
  options: { search?: string; levels: GoalLevel[]; excludeIds: readonly string[] },
) {
  const conditions: SQL[] = [
    eq(performanceGoals.companyId, viewer.companyId),
    visibleCondition(viewer),
    ne(performanceGoals.status, 'closed'),
    inArray(performanceGoals.level, options.levels),
  ];
  if (options.excludeIds.length > 0)
    conditions.push(sql`not (${performanceGoals.id} = any(${uuidArray(options.excludeIds)}))`);
  if (options.search)
    conditions.push(
      sql`lower(${performanceGoals.title}) like ${containsPattern(options.search.toLowerCase())}`,
    );
  const rows = (await goalsQuery(db)
    .where(and(...conditions))
    .orderBy(
      sql`case ${performanceGoals.level} when 'company' then 0 when 'department' then 1 else 2 end`,
      asc(sql`lower(${performanceGoals.title})`),
      asc(performanceGoals.id),
    )
    .limit(20)) as GoalRow[];
  const keyResults = await keyResultsOf(
    db,
    viewer.companyId,
    rows.map((row) => row.goal.id),
  );
  return { rows, keyResults };
}

export async function activePerson(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      managerId: users.managerId,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, id), ne(users.status, 'inactive')))
    .limit(1);
  return row;
}

export async function departmentExists(db: DbOrTx, companyId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), eq(departments.id, id)))
    .limit(1);
  return Boolean(row);
}

export async function findCycle(db: DbOrTx, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(performanceGoalCycles)
    .where(and(eq(performanceGoalCycles.companyId, companyId), eq(performanceGoalCycles.id, id)))
    .limit(1);
  return row;
}
