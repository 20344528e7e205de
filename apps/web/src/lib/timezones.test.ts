import { describe, expect, it } from 'vitest';
import { formatUtcOffset, listTimezones, timezoneOption, utcOffsetMinutes } from './timezones';

describe('timezones', () => {
  const winter = new Date('2026-01-15T12:00:00Z');
  const summer = new Date('2026-07-15T12:00:00Z');

  it('reads offsets from Intl, daylight saving included', () => {
    expect(utcOffsetMinutes('Europe/London', winter)).toBe(0);
    expect(utcOffsetMinutes('Europe/London', summer)).toBe(60);
    expect(utcOffsetMinutes('Asia/Kolkata', winter)).toBe(330);
    expect(utcOffsetMinutes('America/New_York', winter)).toBe(-300);
  });

  it('labels a zone with its offset and makes it searchable by city', () => {
    expect(formatUtcOffset(-570)).toBe('UTC-09:30');
    const option = timezoneOption('America/New_York', winter);
    expect(option.label).toBe('(UTC-05:00) America/New York');
    expect(option.search).toContain('new york');
    expect(option.search).toContain('utc-05');
  });

  it("lists today's names of renamed zones and still finds them by the old one", () => {
    const list = listTimezones(winter);
    const kolkata = list.find((option) => option.value === 'Asia/Kolkata');
    expect(kolkata?.label).toBe('(UTC+05:30) Asia/Kolkata');
    expect(kolkata?.search).toContain('calcutta');
    expect(list.some((option) => option.value === 'Asia/Calcutta')).toBe(false);
    expect(list.some((option) => option.value === 'Europe/Kyiv')).toBe(true);
  });

  it('lists every zone once, UTC included, sorted west to east', () => {
    const list = listTimezones(winter);
    expect(list.length).toBeGreaterThan(300);
    expect(list.some((option) => option.value === 'UTC')).toBe(true);
    expect(new Set(list.map((option) => option.value)).size).toBe(list.length);
    const offsets = list.map((option) => option.offsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });
});
