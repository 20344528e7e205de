import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days.ts';

const at = (iso: string) => new Date(iso);

describe('addBusinessDays', () => {
  it('skips the weekend on the company clock', () => {
    // Wednesday 10:00 in London (winter) → Monday 10:00.
    expect(addBusinessDays(at('2026-01-07T10:00:00Z'), 3, 'Europe/London').toISOString()).toBe(
      '2026-01-12T10:00:00.000Z',
    );
    // Friday 15:00 → Wednesday 15:00.
    expect(addBusinessDays(at('2026-01-09T15:00:00Z'), 3, 'Europe/London').toISOString()).toBe(
      '2026-01-14T15:00:00.000Z',
    );
    // Saturday → the count starts on Monday: Wednesday.
    expect(addBusinessDays(at('2026-01-10T09:00:00Z'), 3, 'Europe/London').toISOString()).toBe(
      '2026-01-14T09:00:00.000Z',
    );
  });

  it("reads the weekday on the company's clock, not UTC's", () => {
    // Friday 23:30 UTC is already Saturday 08:30 in Tokyo: the count starts on Monday there.
    expect(addBusinessDays(at('2026-01-09T23:30:00Z'), 3, 'Asia/Tokyo').toISOString()).toBe(
      '2026-01-13T23:30:00.000Z',
    );
  });

  it('keeps the wall-clock time across a change of daylight saving', () => {
    // Thursday 26 March 2026 09:00 GMT; the clocks go forward on Sunday 29th: Tuesday 09:00 BST.
    expect(addBusinessDays(at('2026-03-26T09:00:00Z'), 3, 'Europe/London').toISOString()).toBe(
      '2026-03-31T08:00:00.000Z',
    );
  });
});
