import type { NewHireTask, TaskReminderResult } from '@atrium/shared/schemas/onboarding/tasks';

/**
 * Whether to offer "Send reminder" on a task: an open one with someone to remind, not assigned to
 * the caller themselves (the server still decides: the assignee may have left, the hire been cancelled).
 */
export const isRemindable = (task: NewHireTask, userId: string | undefined): boolean =>
  task.status === 'open' &&
  (task.assignee !== null || task.assigneeGroup !== null) &&
  task.assignee?.id !== userId;

/** "Reminder sent to Maya Lindqvist", "… to Ian Tech and Raj Kapoor", "… to 3 people". */
export function reminderSentMessage({ reminded }: TaskReminderResult): string {
  if (reminded.length === 0) return 'Reminder sent';
  if (reminded.length > 2) return `Reminder sent to ${reminded.length} people`;
  return `Reminder sent to ${reminded.map((person) => person.name).join(' and ')}`;
}
