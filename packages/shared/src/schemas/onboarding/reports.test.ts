import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, reportFiltersSchema } from './reports.ts';

describe('reportFiltersSchema', () => {
  it('reads the filters of an address, empty ones as absent', () => {
    expect(
      reportFiltersSchema.parse({ startFrom: '2026-01-01', startTo: '', states: 'pending, onboarding' }),
    ).toEqual({ startFrom: '2026-01-01', startTo: undefined, states: ['pending', 'onboarding'] });
    expect(reportFiltersSchema.parse({})).toEqual({ startFrom: undefined, startTo: undefined, states: [] });
  });

  it('refuses a reversed range on its end, and unknown states by position', () => {
    const reversed = reportFiltersSchema.safeParse({ startFrom: '2026-05-02', startTo: '2026-05-01' });
    expect(reversed.error?.issues).toEqual([
      expect.objectContaining({ path: ['startTo'], message: REPORT_MESSAGES.rangeReversed }),
    ]);
    // The same day is a range of one day.
    expect(reportFiltersSchema.safeParse({ startFrom: '2026-05-02', startTo: '2026-05-02' }).success).toBe(
      true,
    );
    const states = reportFiltersSchema.safeParse({ states: 'pending,hired' });
    expect(states.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['states', 1], REPORT_MESSAGES.statesInvalid],
    ]);
  });
});
