import { describe, expect, it } from 'vitest';
import type { Availability } from '@atrium/shared/schemas/recruiting/interviews';
import { clashesWith } from './availability-layout';

type Person = Availability['people'][number];

const person = (name: string, busy: Person['busy']): Person =>
  ({
    userId: name,
    name,
    timezone: 'Europe/London',
    workingHours: { startHour: 9, endHour: 17 },
    busy,
  }) as Person;

const span = (start: string, end: string, title: string) => ({ start, end, title }) as Person['busy'][number];

describe('clashesWith', () => {
  const people = [
    person('Ada', [span('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z', 'Technical interview')]),
    person('Bo', [span('2026-12-01T11:00:00Z', '2026-12-01T12:00:00Z', '')]),
  ];

  it('names whoever is busy during the slot, and with what', () => {
    expect(clashesWith(people, { start: '2026-12-01T10:30:00Z', end: '2026-12-01T11:30:00Z' })).toEqual([
      { name: 'Ada', title: 'Technical interview' },
      { name: 'Bo', title: 'another commitment' },
    ]);
  });

  it('counts a slot that only touches a busy time as free', () => {
    expect(clashesWith(people, { start: '2026-12-01T09:00:00Z', end: '2026-12-01T10:00:00Z' })).toEqual([]);
    expect(clashesWith(people, null)).toEqual([]);
  });
});
