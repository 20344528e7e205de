import { describe, expect, it } from 'vitest';
import { isRealDate } from './dates.ts';

describe('isRealDate', () => {
  it('accepts real calendar days and refuses impossible ones without throwing', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('2027-13-01')).toBe(false);
    expect(isRealDate('2027-00-10')).toBe(false);
    expect(isRealDate('27-01-01')).toBe(false);
  });
});
