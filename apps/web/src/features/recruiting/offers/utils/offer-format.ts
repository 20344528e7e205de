import type { OfferStatus } from '@atrium/shared/schemas/recruiting/offers';

export type SalaryPeriod = 'year' | 'month' | 'hour';

export const SALARY_PERIOD_LABELS: Record<SalaryPeriod, string> = {
  year: 'a year',
  month: 'a month',
  hour: 'an hour',
};

export const OFFER_STATUS_COLOURS: Record<
  OfferStatus,
  'default' | 'warning' | 'info' | 'primary' | 'success' | 'error'
> = {
  draft: 'default',
  pending_approval: 'warning',
  approved: 'info',
  sent: 'primary',
  accepted: 'success',
  declined: 'error',
  deprecated: 'default',
};

/** An amount in its currency, e.g. "£75,000"; a code the browser does not know reads "75,000 XYZ". */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    return `${amount.toLocaleString()} ${currency}`;
  }
}

/** "£75,000 a year". */
export const formatSalary = (salary: number, currency: string, period: SalaryPeriod) =>
  `${formatMoney(salary, currency)} ${SALARY_PERIOD_LABELS[period]}`;

export interface SalaryRange {
  min: number | null;
  max: number | null;
  currency: string | null;
}

/** "£75,000 – £95,000", "from £75,000", "up to £95,000"; null when the job names no range. */
export function formatRange(range: SalaryRange | null | undefined): string | null {
  if (!range?.currency || (range.min === null && range.max === null)) return null;
  const money = (amount: number) => formatMoney(amount, range.currency!);
  if (range.min !== null && range.max !== null) return `${money(range.min)} – ${money(range.max)}`;
  return range.min !== null ? `from ${money(range.min)}` : `up to ${money(range.max!)}`;
}

/** The server's check: a salary in the range's own currency must fall within it. */
export function isOutsideRange(salary: number, currency: string, range: SalaryRange | null | undefined) {
  if (!range?.currency || range.currency !== currency.trim().toUpperCase()) return false;
  return (range.min !== null && salary < range.min) || (range.max !== null && salary > range.max);
}
