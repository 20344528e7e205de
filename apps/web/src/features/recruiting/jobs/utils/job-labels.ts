import type { Job, JobStatus } from '@atrium/shared/schemas/recruiting/jobs';

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  closed: 'Closed',
};
export const JOB_STATUS_COLOURS = { draft: 'default', open: 'success', closed: 'error' } as const;

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

/** "£60,000 – £80,000 a year", "from £400 a month", or '' without a salary. */
export function salaryLabel(salary: Job['salary']): string {
  if (!salary) return '';
  const per = { year: 'a year', month: 'a month', hour: 'an hour' }[salary.period];
  const { min, max, currency } = salary;
  if (min !== null && max !== null) return `${money(min, currency)} – ${money(max, currency)} ${per}`;
  if (min !== null) return `from ${money(min, currency)} ${per}`;
  if (max !== null) return `up to ${money(max, currency)} ${per}`;
  return '';
}

export const officesLabel = (job: Pick<Job, 'offices'>) =>
  job.offices.map((office) => office.name).join(', ');

/** "1 of 2 open": openings still to fill, of all. */
export const openingsLabel = (job: Pick<Job, 'openings' | 'openOpenings'>) =>
  `${job.openOpenings} of ${job.openings.length} open`;
