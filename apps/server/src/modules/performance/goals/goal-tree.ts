import type { GoalStatus, GoalTreeNode, GoalVisibility } from '@atrium/shared/schemas/performance/goals';
import { asPercent } from './goal-progress.ts';
import type { TreeRow } from './goals.repository.ts';

// The company goals' tree as the API answers it. With the team scope it keeps the company goals
// and the branches leading to goals of the viewer and the people who report to them: how their
// team's goals ladder up to the company's. With the all scope, everything the viewer may see.

interface KeyResultRow {
  id: string;
  goalId: string;
  title: string;
  progress: number;
}

/** `rows` parents first (as the statement orders them); `teamOwners` null for the all scope. */
export function buildTree(
  rows: readonly TreeRow[],
  keyResults: readonly KeyResultRow[],
  teamOwners: ReadonlySet<string> | null,
): GoalTreeNode[] {
  const ids = new Set(rows.map((row) => row.id));
  const parentOf = (row: TreeRow) =>
    row.parentGoalId && ids.has(row.parentGoalId) ? row.parentGoalId : null;
  let kept = ids;
  if (teamOwners) {
    kept = new Set(rows.filter((row) => row.level === 'company').map((row) => row.id));
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const row of rows) {
      if (!teamOwners.has(row.ownerId)) continue;
      // The goal and every goal above it, up to the company goal at the top.
      for (let at: TreeRow | undefined = row; at && !kept.has(at.id);) {
        kept.add(at.id);
        const parent = parentOf(at);
        at = parent ? byId.get(parent) : undefined;
      }
    }
  }
  const keyResultsOf = new Map<string, KeyResultRow[]>();
  for (const keyResult of keyResults)
    keyResultsOf.set(keyResult.goalId, [...(keyResultsOf.get(keyResult.goalId) ?? []), keyResult]);
  return rows
    .filter((row) => kept.has(row.id))
    .map((row) => ({
      id: row.id,
      parentId: parentOf(row),
      parentKeyResultId: parentOf(row) ? row.parentKeyResultId : null,
      title: row.title,
      level: row.level,
      owner: {
        id: row.ownerId,
        name: `${row.ownerFirstName} ${row.ownerLastName}`,
        avatarUrl: row.ownerAvatarUrl,
      },
      department:
        row.departmentId === null
          ? null
          : { id: row.departmentId, name: row.departmentName ?? 'Deleted department' },
      status: row.status as GoalStatus,
      visibility: row.visibility as GoalVisibility,
      progress: asPercent(row.progress),
      keyResults: (keyResultsOf.get(row.id) ?? []).map((keyResult) => ({
        id: keyResult.id,
        title: keyResult.title,
        progress: asPercent(keyResult.progress),
      })),
    }));
}
