import { describe, expect, it } from 'vitest';
import type { NewHireTask } from '@atrium/shared/schemas/onboarding/tasks';
import { isRemindable, reminderSentMessage } from './task-reminders';

const person = (id: string, name = id) => ({ id, name });
const task = (overrides: Partial<NewHireTask>) =>
  ({ status: 'open', assignee: person('maya'), assigneeGroup: null, ...overrides }) as NewHireTask;

describe('isRemindable', () => {
  it("offers a reminder of someone else's open task, or a group's", () => {
    expect(isRemindable(task({}), 'me')).toBe(true);
    expect(isRemindable(task({ assignee: null, assigneeGroup: person('it') }), 'me')).toBe(true);
  });

  it('offers none for a task done, skipped, unassigned or my own', () => {
    expect(isRemindable(task({ status: 'done' }), 'me')).toBe(false);
    expect(isRemindable(task({ status: 'skipped' }), 'me')).toBe(false);
    expect(isRemindable(task({ assignee: null }), 'me')).toBe(false);
    expect(isRemindable(task({ assignee: person('me') }), 'me')).toBe(false);
  });
});

describe('reminderSentMessage', () => {
  it('names one or two people, and counts more', () => {
    expect(reminderSentMessage({ reminded: [person('1', 'Maya Lindqvist')] })).toBe(
      'Reminder sent to Maya Lindqvist',
    );
    expect(reminderSentMessage({ reminded: [person('1', 'Ian Tech'), person('2', 'Raj Kapoor')] })).toBe(
      'Reminder sent to Ian Tech and Raj Kapoor',
    );
    expect(reminderSentMessage({ reminded: [person('1'), person('2'), person('3')] })).toBe(
      'Reminder sent to 3 people',
    );
  });
});
