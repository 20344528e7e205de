import { z } from 'zod';
import type { PermissionId } from '../../permissions/permission-catalogue.ts';
import { ROLES } from '../../constants/company.ts';
import { listQuerySchema, paged } from '../platform/api.ts';
import { HIRING_TEAM_ROLES, type JOB_NOTIFICATION_EVENTS } from './jobs.ts';

// Configuration → organization, users and notification (issue 18): the company's recruiting
// identity and defaults, who recruits with which rights, and the job notifications' defaults.

// Organization. Name, logo, time zone and careers page belong to the company profile (company
// administration); offices and departments to company management. This page shows and links them.

export const ORGANIZATION_MESSAGES = {
  currency: 'Enter a three-letter currency code',
  minutesMin: 'At least 5 minutes',
  minutesMax: 'At most 8 hours',
} as const;

export const organizationSettingsBodySchema = z.object({
  /** ISO 4217; a new job's salary starts in it. */
  defaultCurrency: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, ORGANIZATION_MESSAGES.currency)
    .transform((code) => code.toUpperCase()),
  /** A new interview on an interview plan starts this long. */
  defaultInterviewMinutes: z
    .number()
    .int()
    .min(5, ORGANIZATION_MESSAGES.minutesMin)
    .max(480, ORGANIZATION_MESSAGES.minutesMax),
});
export type OrganizationSettingsBody = z.input<typeof organizationSettingsBodySchema>;
export type OrganizationSettingsInput = z.output<typeof organizationSettingsBodySchema>;

export const organizationSchema = z.object({
  company: z.object({
    name: z.string(),
    logoUrl: z.string().nullable(),
    timezone: z.string(),
    /** The public careers page, e.g. /careers?company-name=acme; null until the company has a slug. */
    careersPath: z.string().nullable(),
  }),
  offices: z.number(),
  departments: z.number(),
  settings: z.object({ defaultCurrency: z.string(), defaultInterviewMinutes: z.number() }),
  updatedAt: z.string().nullable(),
});
export type Organization = z.infer<typeof organizationSchema>;

// Users: the company's people with their recruiting access, derived from their grants.

/**
 * Greenhouse's user levels, read from a person's grants: configuring recruiting makes a site
 * admin, editing jobs a job admin, any other recruiting permission basic access.
 */
export const RECRUITING_ACCESS_LEVELS = ['site_admin', 'job_admin', 'basic', 'none'] as const;
export type RecruitingAccessLevel = (typeof RECRUITING_ACCESS_LEVELS)[number];
export const RECRUITING_ACCESS_LABELS: Record<RecruitingAccessLevel, string> = {
  site_admin: 'Site admin',
  job_admin: 'Job admin',
  basic: 'Basic',
  none: 'No access',
};
/** The permission that marks each level (the first held, in this order, decides). */
export const RECRUITING_LEVEL_PERMISSIONS = {
  site_admin: 'rct.settings.organization.edit',
  job_admin: 'rct.module.jobs.job.edit',
} as const satisfies Partial<Record<RecruitingAccessLevel, PermissionId>>;

export const recruitingUsersQuerySchema = listQuerySchema
  .pick({ page: true, limit: true, search: true })
  .extend({
    level: z.enum(RECRUITING_ACCESS_LEVELS).optional(),
  });
export type RecruitingUsersQuery = z.output<typeof recruitingUsersQuerySchema>;

const hiringTeamRole = z.enum(HIRING_TEAM_ROLES);
export const recruitingUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  status: z.string(),
  /** Their system role (e.g. COMPANY_ADMIN) and company role: together they give the access. */
  systemRole: z.enum(ROLES).nullable(),
  customRole: z.object({ id: z.string(), name: z.string() }).nullable(),
  level: z.enum(RECRUITING_ACCESS_LEVELS),
  /** Jobs whose hiring team they are on, and the roles they hold there. */
  jobCount: z.number(),
  hiringTeamRoles: z.array(hiringTeamRole),
});
export type RecruitingUser = z.infer<typeof recruitingUserSchema>;
export const recruitingUsersPageSchema = paged(recruitingUserSchema);

export const recruitingUserDetailSchema = recruitingUserSchema.extend({
  /** The recruiting permissions they hold, with their names. */
  permissions: z.array(z.object({ id: z.string(), name: z.string() })),
  hiringTeams: z.array(
    z.object({
      jobId: z.string(),
      jobName: z.string(),
      jobStatus: z.string(),
      role: hiringTeamRole,
      responsible: z.boolean(),
    }),
  ),
  /** The company roles that may be given, with the recruiting level each brings on its own. */
  assignableRoles: z.array(
    z.object({ id: z.string(), name: z.string(), level: z.enum(RECRUITING_ACCESS_LEVELS) }),
  ),
});
export type RecruitingUserDetail = z.infer<typeof recruitingUserDetailSchema>;

export const recruitingRoleBodySchema = z.object({
  customRoleId: z.uuid('Select a role of your company').nullable(),
});
export type RecruitingRoleBody = z.input<typeof recruitingRoleBodySchema>;

// Notification defaults: which hiring-team roles hear of what on a job without its own settings.

export const NOTIFICATION_EVENT_LABELS: Record<(typeof JOB_NOTIFICATION_EVENTS)[number], string> = {
  newApplicants: 'New applicants',
  scorecardsSubmitted: 'Scorecards submitted',
  approvals: 'Approvals to give',
  stuckCandidates: 'Candidates stuck in a stage',
};

const roles = z
  .array(hiringTeamRole)
  .max(HIRING_TEAM_ROLES.length)
  .refine((list) => new Set(list).size === list.length, 'Each role once')
  .default([]);
export const notificationDefaultsBodySchema = z.object({
  newApplicants: roles,
  scorecardsSubmitted: roles,
  approvals: roles,
  stuckCandidates: roles,
  stuckAfterDays: z.number().int().min(1, 'At least 1 day').max(90, 'At most 90 days').default(7),
});
export type NotificationDefaultsBody = z.input<typeof notificationDefaultsBodySchema>;
export type NotificationDefaultsInput = z.output<typeof notificationDefaultsBodySchema>;

export const notificationDefaultsSchema = z.object({
  newApplicants: z.array(hiringTeamRole),
  scorecardsSubmitted: z.array(hiringTeamRole),
  approvals: z.array(hiringTeamRole),
  stuckCandidates: z.array(hiringTeamRole),
  stuckAfterDays: z.number(),
  /** Open jobs with notification settings of their own, which the defaults do not reach. */
  openJobsWithOwnSettings: z.number(),
});
export type NotificationDefaults = z.infer<typeof notificationDefaultsSchema>;

/** The count the page showed in its confirmation; the server refuses if it is no longer true. */
export const applyNotificationDefaultsBodySchema = z.object({
  expectedCount: z.number().int().min(0),
});
export const applyNotificationDefaultsResultSchema = z.object({ jobsReset: z.number() });
