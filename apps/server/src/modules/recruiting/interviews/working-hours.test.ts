import { describe, expect, it } from 'vitest';
import {
  formatSpanInZone,
  freeSlots,
  nextBusinessDay,
  workingSpans,
  zonedToInstant,
} from './working-hours.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (instant: number) => new Date(instant).toISOString();

describe('working hours in a time zone', () => {
  it('finds the instant of a wall-clock time, across daylight saving and odd offsets', () => {
    expect(iso(zonedToInstant(at('2026-01-05T09:00:00Z'), 'Europe/London'))).toBe('2026-01-05T09:00:00.000Z');
    expect(iso(zonedToInstant(at('2026-03-30T09:00:00Z'), 'Europe/London'))).toBe('2026-03-30T08:00:00.000Z');
    expect(iso(zonedToInstant(at('2026-03-30T09:00:00Z'), 'Asia/Kolkata'))).toBe('2026-03-30T03:30:00.000Z');
    expect(iso(zonedToInstant(at('2026-07-06T09:00:00Z'), 'America/New_York'))).toBe(
      '2026-07-06T13:00:00.000Z',
    );
  });

  it('is 9 to 17 on weekdays only, in the person’s own zone', () => {
    // Friday 27 March to Tuesday 31 March 2026: London moves to summer time on Sunday the 29th.
    const spans = workingSpans('Europe/London', at('2026-03-27T00:00:00Z'), at('2026-04-01T00:00:00Z'));
    expect(spans.map((span) => [iso(span.start), iso(span.end)])).toEqual([
      ['2026-03-27T09:00:00.000Z', '2026-03-27T17:00:00.000Z'],
      ['2026-03-30T08:00:00.000Z', '2026-03-30T16:00:00.000Z'],
      ['2026-03-31T08:00:00.000Z', '2026-03-31T16:00:00.000Z'],
    ]);
  });

  it('suggests slots on a 15-minute grid inside everyone’s hours and nobody’s busy time', () => {
    const monday = { from: at('2026-01-05T00:00:00Z'), to: at('2026-01-06T00:00:00Z'), notBefore: 0 };
    const slots = freeSlots(
      [
        {
          zone: 'Europe/London',
          busy: [{ start: at('2026-01-05T14:00:00Z'), end: at('2026-01-05T14:50:00Z') }],
        },
        { zone: 'America/New_York', busy: [] },
      ],
      monday,
      60,
      3,
    );
    // New York opens at 14:00 UTC; London is busy until 14:50, so 15:00 is the first, and 16:00 the last.
    expect(slots.map((slot) => iso(slot.start))).toEqual([
      '2026-01-05T15:00:00.000Z',
      '2026-01-05T15:15:00.000Z',
      '2026-01-05T15:30:00.000Z',
    ]);
    expect(
      freeSlots([{ zone: 'UTC', busy: [] }], { ...monday, notBefore: at('2026-01-05T16:20:00Z') }, 30, 5),
    ).toEqual([{ start: at('2026-01-05T16:30:00Z'), end: at('2026-01-05T17:00:00Z') }]);
  });

  it('counts business days and writes times as the reader reads them', () => {
    expect(iso(nextBusinessDay(at('2026-01-09T10:00:00Z')))).toBe('2026-01-12T10:00:00.000Z');
    expect(iso(nextBusinessDay(at('2026-01-06T10:00:00Z')))).toBe('2026-01-07T10:00:00.000Z');
    expect(
      formatSpanInZone(
        new Date('2026-01-05T14:00:00Z'),
        new Date('2026-01-05T14:45:00Z'),
        'America/New_York',
      ),
    ).toBe('Monday 5 January 2026 at 09:00–09:45 (America/New_York)');
    expect(
      formatSpanInZone(new Date('2026-01-05T14:00:00Z'), new Date('2026-01-05T14:45:00Z'), 'Mars/Olympus'),
    ).toContain('(UTC)');
  });
});
