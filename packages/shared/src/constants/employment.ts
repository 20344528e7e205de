// Employment types are shared by people, jobs and (later) new hires.

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contractor', 'temporary', 'intern'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
/** How an employment type reads, in the app and on public job pages. */
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full time',
  part_time: 'Part time',
  contractor: 'Contractor',
  temporary: 'Temporary',
  intern: 'Intern',
};
