import type { StoredApprovalGroup } from '../../../db/schema/index.ts';
import type { DecisionRow } from './approvals.repository.ts';

/**
 * Where a round stands, from its groups and decisions alone: which groups have their approvals,
 * which are being asked now (all at once, or the first unsatisfied one when sequential), and whether
 * anyone rejected.
 */
export function roundState(groups: StoredApprovalGroup[], sequential: boolean, decisions: DecisionRow[]) {
  const approvedIn = (index: number) =>
    decisions.filter((decision) => decision.groupIndex === index && decision.decision === 'approved').length;
  const satisfied = groups.map((group, index) => approvedIn(index) >= group.required);
  const firstOpen = satisfied.indexOf(false);
  const active = groups.map((_group, index) => !satisfied[index] && (!sequential || index === firstOpen));
  return {
    satisfied,
    active,
    allApproved: satisfied.every(Boolean),
    rejected: decisions.some((decision) => decision.decision === 'rejected'),
  };
}

/** The groups the user may decide in now: active, holding them, not yet decided by them. */
export function decidableGroups(
  groups: StoredApprovalGroup[],
  active: boolean[],
  decisions: DecisionRow[],
  userId: string,
): number[] {
  return groups
    .map((group, index) => index)
    .filter(
      (index) =>
        active[index] &&
        groups[index]!.approverIds.includes(userId) &&
        !decisions.some((decision) => decision.groupIndex === index && decision.approverId === userId),
    );
}
