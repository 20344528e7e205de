import { describe, expect, it } from 'vitest';
import { openingsLabel, salaryLabel } from './job-labels';

describe('job labels', () => {
  it('reads a salary range, either end alone, or nothing', () => {
    expect(salaryLabel({ min: 60000, max: 80000, currency: 'GBP', period: 'year' })).toBe(
      '£60,000 – £80,000 a year',
    );
    expect(salaryLabel({ min: 400, max: null, currency: 'EUR', period: 'month' })).toBe('from €400 a month');
    expect(salaryLabel({ min: null, max: 25, currency: 'USD', period: 'hour' })).toBe('up to US$25 an hour');
    expect(salaryLabel(null)).toBe('');
  });

  it('counts the openings still to fill', () => {
    const opening = { id: 'x', openingId: null, targetStartDate: null };
    expect(
      openingsLabel({
        openOpenings: 1,
        openings: [
          { ...opening, status: 'open' },
          { ...opening, status: 'closed' },
        ],
      }),
    ).toBe('1 of 2 open');
  });
});
