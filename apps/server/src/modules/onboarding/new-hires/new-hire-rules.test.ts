import { describe, expect, it } from 'vitest';
import { dueDatesAfterStartChange, type ShiftableTask } from './start-date-shift.ts';

describe('dueDatesAfterStartChange', () => {
  const tasks: ShiftableTask[] = [
    { id: 'before', status: 'open', dueDate: '2027-01-01', dueOffsetDays: -4 },
    { id: 'after', status: 'open', dueDate: '2027-01-08', dueOffsetDays: 3 },
    { id: 'done', status: 'done', dueDate: '2026-12-22', dueOffsetDays: -14 },
    { id: 'skipped', status: 'skipped', dueDate: '2027-01-05', dueOffsetDays: 0 },
    // Added by hand on a date; it moves with the others.
    { id: 'by-hand', status: 'open', dueDate: '2027-01-20', dueOffsetDays: null },
  ];

  it('moves every open task by as many days as the start date moved', () => {
    expect(dueDatesAfterStartChange(tasks, '2027-01-05', '2027-02-01', true)).toEqual([
      { id: 'before', dueDate: '2027-01-28', dueOffsetDays: -4 },
      { id: 'after', dueDate: '2027-02-04', dueOffsetDays: 3 },
      { id: 'by-hand', dueDate: '2027-02-16', dueOffsetDays: null },
    ]);
  });

  it('moves them back too, across a year', () => {
    expect(dueDatesAfterStartChange(tasks.slice(0, 1), '2027-01-05', '2026-12-30', true)).toEqual([
      { id: 'before', dueDate: '2026-12-26', dueOffsetDays: -4 },
    ]);
  });

  it('keeps the dates when not shifting, recording their distance from the new start', () => {
    expect(dueDatesAfterStartChange(tasks, '2027-01-05', '2027-01-06', false)).toEqual([
      { id: 'before', dueDate: '2027-01-01', dueOffsetDays: -5 },
      { id: 'after', dueDate: '2027-01-08', dueOffsetDays: 2 },
      { id: 'by-hand', dueDate: '2027-01-20', dueOffsetDays: 14 },
    ]);
  });

  it('changes nothing when the start date stays', () => {
    expect(dueDatesAfterStartChange(tasks.slice(0, 2), '2027-01-05', '2027-01-05', true)).toEqual([]);
  });

  it('dates the tasks of a hire who had no start date from their distance, whether shifting or not', () => {
    const waiting: ShiftableTask[] = [
      { id: 'a', status: 'open', dueDate: null, dueOffsetDays: -7 },
      { id: 'b', status: 'done', dueDate: null, dueOffsetDays: 1 },
    ];
    for (const shift of [true, false])
      expect(dueDatesAfterStartChange(waiting, null, '2027-03-01', shift)).toEqual([
        { id: 'a', dueDate: '2027-02-22', dueOffsetDays: -7 },
      ]);
  });
});
