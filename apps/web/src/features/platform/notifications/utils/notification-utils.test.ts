import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';
import { inAppPath } from './notification-link';

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T11:59:30Z', 'just now'],
    ['2026-03-10T11:55:00Z', '5 minutes ago'],
    ['2026-03-10T09:00:00Z', '3 hours ago'],
    ['2026-03-09T09:00:00Z', 'yesterday'],
    ['2026-03-06T12:00:00Z', '4 days ago'],
    ['2026-02-01T12:00:00Z', '1 Feb 2026'],
  ])('formats %s as %s', (iso, expected) => {
    expect(formatRelativeTime(iso, now)).toBe(expected);
  });
});

describe('inAppPath', () => {
  it('follows in-app paths and same-origin URLs only', () => {
    expect(inAppPath('/jobs/1?tab=pipeline', 'https://atrium.test')).toBe('/jobs/1?tab=pipeline');
    expect(inAppPath('https://atrium.test/candidates#notes', 'https://atrium.test')).toBe(
      '/candidates#notes',
    );
    expect(inAppPath('https://evil.test/x', 'https://atrium.test')).toBeNull();
    expect(inAppPath('//evil.test/x', 'https://atrium.test')).toBeNull();
    expect(inAppPath('javascript:alert(1)', 'https://atrium.test')).toBeNull();
    expect(inAppPath(null)).toBeNull();
  });
});
