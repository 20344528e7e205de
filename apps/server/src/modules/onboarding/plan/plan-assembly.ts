import { afterCommit } from '../../../db/after-commit.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { newHireTasks } from '../../../db/schema/index.ts';
import { assignSignatureDocuments } from '../e-signature/signature-assignment.ts';
import { taskCounts } from '../tasks/task-counts.ts';
import { groupNames, userNames } from './company-refs.repository.ts';
import * as repository from './plan.repository.ts';
import { withCriteria } from './plan-criteria.ts';
import {
  dueDateOf,
  isTaskForHire,
  renderInstructions,
  renderName,
  resolveAssignee,
  tokenValuesOf,
  type HireProfile,
  type HireRoles,
} from './plan-rules.ts';

/** What assembling a plan needs of a hire. */
export interface PlanHire extends HireProfile, HireRoles {
  id: string;
  preferredFirstName: string | null;
  legalFirstName: string;
  legalLastName: string;
  startDate: string | null;
  jobTitle: string | null;
}

/**
 * Gives a hire a copy of every active task of the plan meant for them (in the plan's order): its
 * instructions with the hire's facts filled in, its role resolved to the hire's person in it, due
 * its days from the start date. In the caller's transaction; answers how many tasks were added.
 */
export async function assemblePlan(db: DbOrTx, companyId: string, hire: PlanHire): Promise<number> {
  // Documents to sign go by the same criteria, as the plan is assembled.
  await assignSignatureDocuments(db, companyId, hire);
  const templates = await withCriteria(
    db,
    companyId,
    await repository.listTemplates(db, companyId, { activeOnly: true }),
  );
  const chosen = templates.filter((template) => isTaskForHire(template.criteria, hire));
  if (chosen.length === 0) return 0;
  const managerName = hire.managerUserId
    ? ((await userNames(db, companyId, [hire.managerUserId])).get(hire.managerUserId) ?? null)
    : null;
  const values = tokenValuesOf(hire, managerName);
  // A group deleted since the task was written leaves it unassigned rather than naming nothing.
  const liveGroups = await groupNames(
    db,
    companyId,
    chosen.map(({ row }) => row.assigneeGroupId),
  );
  await db.insert(newHireTasks).values(
    chosen.map(({ row }, position) => {
      const assignee = resolveAssignee(row.assigneeRole, row, hire);
      return {
        companyId,
        newHireId: hire.id,
        templateId: row.id,
        name: renderName(row.name, values),
        instructions: renderInstructions(row.instructions, values),
        category: row.category,
        kind: row.kind,
        attachmentFileIds: row.attachmentFileIds,
        assigneeRole: row.assigneeRole,
        assigneeUserId: assignee.userId,
        assigneeGroupId: assignee.groupId && liveGroups.has(assignee.groupId) ? assignee.groupId : null,
        dueDate: dueDateOf(hire.startDate, row.dueOffsetDays),
        dueOffsetDays: row.dueOffsetDays,
        position,
      };
    }),
  );
  // A plan assembled outside a request (the hand-off, an import's job) changes whose tasks count too.
  afterCommit(db, () => taskCounts.invalidate(companyId));
  return chosen.length;
}
