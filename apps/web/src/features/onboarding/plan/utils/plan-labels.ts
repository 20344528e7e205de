import {
  ASSIGNEE_ROLE_LABELS,
  TASK_CATEGORY_LABELS,
  type AssigneeRole,
  type TaskKind,
} from '@atrium/shared/schemas/onboarding/plan';

export { ASSIGNEE_ROLE_LABELS, TASK_CATEGORY_LABELS };

export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  task: 'Task',
  form: 'Form for the new hire',
  upload: 'Upload by the new hire',
};

/** "On the start date", "3 days after the start date", "1 day before the start date". */
export function dueOffsetLabel(days: number): string {
  if (days === 0) return 'On the start date';
  const count = Math.abs(days);
  return `${count} day${count === 1 ? '' : 's'} ${days < 0 ? 'before' : 'after'} the start date`;
}

/** Who does a task, as a list shows it: the person or group named, else the role. */
export function assigneeLabel(task: {
  assigneeRole: AssigneeRole;
  assignee: { name: string } | null;
  assigneeGroup: { name: string } | null;
}): string {
  if (task.assignee) return task.assignee.name;
  if (task.assigneeGroup) return task.assigneeGroup.name;
  return ASSIGNEE_ROLE_LABELS[task.assigneeRole];
}

/**
 * Who does a hire's task: the person or group, else who it waits for. The new hire's own tasks are
 * theirs once they are a person in People; until then they read as the new hire's.
 */
export function taskAssigneeLabel(task: {
  assigneeRole: AssigneeRole;
  assignee: { name: string } | null;
  assigneeGroup: { name: string } | null;
}): string {
  if (task.assignee || task.assigneeGroup) return assigneeLabel(task);
  if (task.assigneeRole === 'new_hire') return ASSIGNEE_ROLE_LABELS.new_hire;
  return `Unassigned (${ASSIGNEE_ROLE_LABELS[task.assigneeRole]})`;
}
