import { useHasPermission, useSession } from '../../../../lib/session-hooks';
import type { NewHireTask } from '../api/tasks-api';

/**
 * Whether the signed-in user may complete, skip or reopen a task: anyone's with complete.all, else
 * their own or their group's (the server knows the groups' members and decides in the end).
 */
export function useCanWorkOn(): (task: NewHireTask) => boolean {
  const userId = useSession().user?.id;
  const canAll = useHasPermission('onb.module.tasks.task.complete.all');
  const canOwn = useHasPermission('onb.module.tasks.task.complete.own');
  return (task) =>
    canAll || (canOwn && (task.assignee?.id === userId || (!task.assignee && task.assigneeGroup !== null)));
}
