import { TASK_CATEGORIES } from '@atrium/shared/schemas/onboarding/plan';
import type { NewHireTask } from '@atrium/shared/schemas/onboarding/tasks';
import { taskAssigneeLabel, TASK_CATEGORY_LABELS } from '../../plan/utils/plan-labels';

export type TaskGrouping = 'category' | 'assignee';

export interface TaskGroup {
  key: string;
  label: string;
  tasks: NewHireTask[];
}

const isUnassigned = (label: string) => label.startsWith('Unassigned');

/** A hire's tasks in groups, each group in the plan's order: categories as the plan lists them, people by name. */
export function groupTasks(tasks: readonly NewHireTask[], grouping: TaskGrouping): TaskGroup[] {
  if (grouping === 'category') {
    return TASK_CATEGORIES.map((category) => ({
      key: category,
      label: TASK_CATEGORY_LABELS[category],
      tasks: tasks.filter((task) => task.category === category),
    })).filter((group) => group.tasks.length > 0);
  }
  // People and groups by name, then the tasks still waiting for someone.
  const labels = [...new Set(tasks.map(taskAssigneeLabel))].sort(
    (a, b) => Number(isUnassigned(a)) - Number(isUnassigned(b)) || a.localeCompare(b),
  );
  return labels.map((label) => ({
    key: label,
    label,
    tasks: tasks.filter((task) => taskAssigneeLabel(task) === label),
  }));
}
