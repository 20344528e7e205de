import type { HiringTeamRole } from '@atrium/shared/schemas/recruiting/jobs';

/** Section headings of the hiring team page, and the role's name in a picker. */
export const HIRING_TEAM_ROLE_LABELS: Record<HiringTeamRole, { plural: string; singular: string }> = {
  hiring_manager: { plural: 'Hiring managers', singular: 'Hiring manager' },
  recruiter: { plural: 'Recruiters', singular: 'Recruiter' },
  coordinator: { plural: 'Coordinators', singular: 'Coordinator' },
  sourcer: { plural: 'Sourcers', singular: 'Sourcer' },
  interviewer: { plural: 'Interviewers', singular: 'Interviewer' },
};
