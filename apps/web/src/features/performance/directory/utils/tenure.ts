// Dates as the directory writes them: the day in words, and how long someone has been here.

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2020-05-18" → "18 May 2020". */
export const formatLongDate = (isoDate: string): string => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Time in the company from the start date to `today` (both YYYY-MM-DD): "2 years, 3 months",
 * "5 months", "12 days", "Starts in 4 days" before the start, "Starts today" on it.
 */
export function tenure(startDate: string, today: string): string {
  const [sy, sm, sd] = startDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const dayMs = 86_400_000;
  const days = Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(sy, sm - 1, sd)) / dayMs);
  if (days < 0) return `Starts in ${plural(-days, 'day')}`;
  if (days === 0) return 'Starts today';
  let months = (ty - sy) * 12 + (tm - sm) - (td < sd ? 1 : 0);
  if (months < 1) return plural(days, 'day');
  const years = Math.floor(months / 12);
  months %= 12;
  return [years > 0 ? plural(years, 'year') : null, months > 0 ? plural(months, 'month') : null]
    .filter(Boolean)
    .join(', ');
}
