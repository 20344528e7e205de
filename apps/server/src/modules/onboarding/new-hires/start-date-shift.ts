import { addDays, daysBetween } from '../plan/plan-rules.ts';

export interface ShiftableTask {
  id: string;
  status: string;
  dueDate: string | null;
  dueOffsetDays: number | null;
}

export interface DueDateUpdate {
  id: string;
  dueDate: string | null;
  dueOffsetDays: number | null;
}

/**
 * What a new start date does to a hire's open tasks (done and skipped ones keep what they were):
 * with `shift`, each due date moves by as many days as the start date did, so every task keeps its
 * distance from the start; without, the dates stay and their distance to the new start is recorded.
 * A task waiting for a start date (none was set) gets its date from its distance either way.
 */
export function dueDatesAfterStartChange(
  tasks: readonly ShiftableTask[],
  from: string | null,
  to: string,
  shift: boolean,
): DueDateUpdate[] {
  const updates: DueDateUpdate[] = [];
  for (const task of tasks) {
    if (task.status !== 'open') continue;
    let next: DueDateUpdate;
    if (task.dueDate === null) {
      if (task.dueOffsetDays === null) continue;
      next = { id: task.id, dueDate: addDays(to, task.dueOffsetDays), dueOffsetDays: task.dueOffsetDays };
    } else if (shift && from !== null) {
      next = {
        id: task.id,
        dueDate: addDays(task.dueDate, daysBetween(from, to)),
        dueOffsetDays: task.dueOffsetDays,
      };
    } else {
      next = { id: task.id, dueDate: task.dueDate, dueOffsetDays: daysBetween(to, task.dueDate) };
    }
    if (next.dueDate !== task.dueDate || next.dueOffsetDays !== task.dueOffsetDays) updates.push(next);
  }
  return updates;
}
