import { describe, expect, it } from 'vitest';
import type { Impersonation } from '@atrium/shared/schemas/admin/impersonation';
import { durationMinutes, impersonationEnd, impersonationState } from './impersonation-state';

const entry = (endedAt: string | null): Impersonation => ({
  id: 'i1',
  impersonatorUserId: 'a',
  impersonatorName: 'Amelia Hart',
  targetUserId: 'b',
  targetName: 'Ethan Brooks',
  reason: 'Checking',
  startedAt: '2026-11-22T10:00:00.000Z',
  endsAt: '2026-11-22T10:30:00.000Z',
  endedAt,
});

describe('impersonationState', () => {
  it('tells a running visit, a return before the end, and one that ran out', () => {
    const during = new Date('2026-11-22T10:12:00.000Z');
    const after = new Date('2026-11-22T11:00:00.000Z');
    expect(impersonationState(entry(null), during)).toBe('active');
    expect(durationMinutes(entry(null), during)).toBe(12);
    expect(impersonationState(entry('2026-11-22T10:07:00.000Z'), after)).toBe('returned');
    expect(impersonationEnd(entry('2026-11-22T10:07:00.000Z'))).toBe('2026-11-22T10:07:00.000Z');
    expect(durationMinutes(entry('2026-11-22T10:07:00.000Z'), after)).toBe(7);
    expect(impersonationState(entry(null), after)).toBe('expired');
    expect(durationMinutes(entry(null), after)).toBe(30);
  });
});
