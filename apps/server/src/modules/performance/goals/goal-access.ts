import { sql, type SQL } from 'drizzle-orm';
import type { GoalLevel } from '@atrium/shared/schemas/performance/goals';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import type { DbOrTx } from '../../../db/client.ts';
import { departments } from '../../../db/schema/index.ts';
import { rowsOf } from '../../../lib/sql-rows.ts';
import { tenantConstant, uuidArray } from '../../../lib/tenant-constant.ts';
import type { AuthContext } from '../../../plugins/auth.ts';
import { reportsOf } from '../../platform/reporting-line/reporting-line.repository.ts';

// Who may see and change which goal: the one place these rules live.
//
// Each level has its own permissions (prf.module.goals.<level>_goal.create|view|edit|delete); the
// viewer always needs the one for the goal's level and the action. Within it:
// - See: a public goal, anyone; a private one, its owner, the managers above the owner (at any
//   level, as in Lattice), for a department goal the heads of its department and of the departments
//   above it, and whoever sees every goal (company_goal.view.all: HR and admins).
// - Change or delete: a company goal, anyone holding the permission (it is the company's, and the
//   permission is the grant); a department goal, its owner, the managers above the owner, the heads
//   of its department and of those above it, or whoever sees every goal; an individual goal, its
//   owner, the managers above the owner, or whoever sees every goal.
// - Check in: the owner always (they report their goal's progress, whoever set it), or whoever may
//   change it.
// - Create: a company goal with the permission; a department goal for a department one heads (or
//   one under it), or any with the all scope; an individual goal for oneself, someone reporting to
//   one, or anyone with the all scope.

export type GoalAction = 'create' | 'view' | 'edit' | 'delete';

const permissionOf = (level: GoalLevel, action: GoalAction) =>
  `prf.module.goals.${level}_goal.${action}` as PermissionId;

export const SEES_EVERY_GOAL: PermissionId = 'prf.module.goals.company_goal.view.all';

export interface GoalViewer {
  userId: string;
  companyId: string;
  /** The levels whose permission for the action the viewer holds. */
  levels: Record<GoalAction, ReadonlySet<GoalLevel>>;
  seesAll: boolean;
  /** Everyone who reports to the viewer, directly or through others. */
  team: ReadonlySet<string>;
  /** Departments the viewer heads, with every department under them. */
  headedDepartments: ReadonlySet<string>;
}

/** The goal facts the rules read. */
export interface GoalFacts {
  level: GoalLevel;
  ownerId: string;
  departmentId: string | null;
  visibility: 'public' | 'private';
}

const LEVELS: readonly GoalLevel[] = ['individual', 'department', 'company'];

/** Departments the person heads, and every one under those. */
export async function departmentsHeadedBy(db: DbOrTx, companyId: string, userId: string): Promise<string[]> {
  const company = tenantConstant(companyId);
  const rows = await db.execute(sql`with recursive headed(id) as (
      select d.id from ${departments} d where d.company_id = ${company} and d.head_user_id = ${userId}
      union
      select d.id from ${departments} d join headed on d.parent_id = headed.id where d.company_id = ${company}
    ) select id from headed`);
  return rowsOf<{ id: string }>(rows).map((row) => row.id);
}

export async function loadViewer(db: DbOrTx, auth: AuthContext): Promise<GoalViewer> {
  const holds = (action: GoalAction) =>
    new Set(LEVELS.filter((level) => auth.permissions.has(permissionOf(level, action))));
  const [team, headed] = await Promise.all([
    reportsOf(db, auth.companyId, auth.userId),
    departmentsHeadedBy(db, auth.companyId, auth.userId),
  ]);
  return {
    userId: auth.userId,
    companyId: auth.companyId,
    levels: { create: holds('create'), view: holds('view'), edit: holds('edit'), delete: holds('delete') },
    seesAll: auth.permissions.has(SEES_EVERY_GOAL),
    team: new Set(team),
    headedDepartments: new Set(headed),
  };
}

/** Whether the viewer is above the goal's owner, or heads its department: their own people. */
function isOverseer(viewer: GoalViewer, goal: GoalFacts): boolean {
  if (viewer.team.has(goal.ownerId)) return true;
  return (
    goal.level === 'department' &&
    goal.departmentId !== null &&
    viewer.headedDepartments.has(goal.departmentId)
  );
}

export function maySee(viewer: GoalViewer, goal: GoalFacts): boolean {
  if (!viewer.levels.view.has(goal.level)) return false;
  return (
    goal.visibility === 'public' ||
    goal.ownerId === viewer.userId ||
    viewer.seesAll ||
    isOverseer(viewer, goal)
  );
}

export function mayChange(viewer: GoalViewer, goal: GoalFacts, action: 'edit' | 'delete'): boolean {
  if (!viewer.levels[action].has(goal.level)) return false;
  if (goal.level === 'company' || viewer.seesAll || goal.ownerId === viewer.userId) return true;
  return isOverseer(viewer, goal);
}

export const mayCheckIn = (viewer: GoalViewer, goal: GoalFacts): boolean =>
  goal.ownerId === viewer.userId || mayChange(viewer, goal, 'edit');

/** Whether the viewer may set a goal of this level for this owner (and department). */
export function maySet(
  viewer: GoalViewer,
  goal: { level: GoalLevel; ownerId: string; departmentId: string | null },
): boolean {
  if (!viewer.levels.create.has(goal.level)) return false;
  if (goal.level === 'company' || viewer.seesAll) return true;
  if (goal.level === 'department')
    return goal.departmentId !== null && viewer.headedDepartments.has(goal.departmentId);
  return goal.ownerId === viewer.userId || viewer.team.has(goal.ownerId);
}

/**
 * `maySee` as SQL over the goals table under `alias` (written out: raw statements name it). The ids
 * are the viewer's own, read from the database; nothing of a request is written in.
 */
export function visibleCondition(viewer: GoalViewer, alias = 'performance_goals'): SQL {
  const column = (name: string) => sql.raw(`"${alias}"."${name}"`);
  const levels = [...viewer.levels.view];
  if (levels.length === 0) return sql`false`;
  const levelAllowed = sql`${column('level')} in (${sql.join(
    levels.map((level) => sql.raw(`'${level}'`)),
    sql`, `,
  )})`;
  if (viewer.seesAll) return levelAllowed;
  const reach: SQL[] = [
    sql`${column('visibility')} = 'public'`,
    sql`${column('owner_id')} = ${viewer.userId}`,
  ];
  if (viewer.team.size > 0) reach.push(sql`${column('owner_id')} = any(${uuidArray([...viewer.team])})`);
  if (viewer.headedDepartments.size > 0)
    reach.push(
      sql`(${column('level')} = 'department' and ${column('department_id')} = any(${uuidArray([...viewer.headedDepartments])}))`,
    );
  return sql`(${levelAllowed} and (${sql.join(reach, sql` or `)}))`;
}
