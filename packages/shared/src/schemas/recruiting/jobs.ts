import { z } from 'zod';
import { SAMPLE_JOBS } from '../../constants/sample-jobs.ts';
import { listQuerySchema } from '../platform/api.ts';
import { customFieldSchema } from './custom-fields.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { EMPLOYMENT_TYPES } from '../../constants/employment.ts';
import { requiredText } from '../platform/required-text.ts';

// Recruiting jobs (issue 5). A job is draft, open or closed; a closed job reopens as a draft.
export const JOB_STATUSES = ['draft', 'open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const SALARY_PERIODS = ['year', 'month', 'hour'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const OPENING_STATUSES = ['open', 'closed'] as const;
export const MAX_OPENINGS_PER_JOB = 100;
export const MAX_OFFICES_PER_JOB = 20;

export const JOB_MESSAGES = {
  salaryRange: 'The lowest salary cannot be above the highest',
  openingsRequired: 'A job needs at least one opening',
  openingIdTaken: 'Each opening needs its own ID',
  notDraftOrClosed: 'Only a draft job can be opened',
  notOpen: 'Only an open job can be closed',
  notClosed: 'Only a closed job can be reopened',
} as const;

const required = requiredText;
/** Empty text clears the field. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));
const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));
const linkedId = z.uuid('Select a valid record');

export const salaryRangeSchema = z
  .object({
    min: z.number().int().min(0).max(100_000_000).nullable().default(null),
    max: z.number().int().min(0).max(100_000_000).nullable().default(null),
    /** ISO 4217, e.g. GBP. */
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'Enter a three-letter currency code')
      .transform((code) => code.toUpperCase()),
    period: z.enum(SALARY_PERIODS).default('year'),
  })
  .refine((range) => range.min === null || range.max === null || range.min <= range.max, {
    message: JOB_MESSAGES.salaryRange,
    path: ['min'],
  });
export type SalaryRange = z.output<typeof salaryRangeSchema>;

export const openingInputSchema = z.object({
  /** An existing opening keeps its id; one without is added. */
  id: z.uuid().optional(),
  /** The company's own reference for the opening (Greenhouse's "opening ID"). */
  openingId: optionalText(40),
  targetStartDate: optionalDate,
});

const uniqueOpeningIds = (openings: Array<{ openingId: string | null }>) => {
  const ids = openings.map((opening) => opening.openingId).filter((id): id is string => Boolean(id));
  return new Set(ids.map((id) => id.toLowerCase())).size === ids.length;
};

const jobFields = {
  name: required(120),
  requisitionId: optionalText(40),
  departmentId: linkedId.nullable().default(null),
  officeIds: z.array(linkedId).max(MAX_OFFICES_PER_JOB).default([]),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable().default(null),
  salary: salaryRangeSchema.nullable().default(null),
  openings: z
    .array(openingInputSchema)
    .min(1, JOB_MESSAGES.openingsRequired)
    .max(MAX_OPENINGS_PER_JOB)
    .refine(uniqueOpeningIds, JOB_MESSAGES.openingIdTaken),
  /** The company's own job fields by id (configuration → custom options → jobs); checked per field. */
  customFields: z.record(z.string(), z.unknown()).default({}),
};

/** POST /api/jobs: a blank job, always a draft. */
export const jobBodySchema = z.object(jobFields);
export type JobBody = z.input<typeof jobBodySchema>;
export type JobInput = z.output<typeof jobBodySchema>;

/** POST /api/jobs/:id/copy: a new draft like an existing job, under its own name. */
export const copyJobBodySchema = z.object({ name: required(120) });
export type CopyJobInput = z.output<typeof copyJobBodySchema>;

/** POST /api/jobs: a blank job, or one started from a sample (its kickoff comes with it). */
export const createJobBodySchema = jobBodySchema.extend({
  sampleJobId: z
    .string()
    .refine((id) => SAMPLE_JOBS.some((sample) => sample.id === id), 'Pick a sample job from the library')
    .optional(),
});
export type CreateJobBody = z.input<typeof createJobBodySchema>;
export type CreateJobInput = z.output<typeof createJobBodySchema>;

export const closeJobBodySchema = z.object({
  closeReasonId: z.uuid('Select a close reason'),
  note: optionalText(1000),
});
export type CloseJobInput = z.output<typeof closeJobBodySchema>;

const ref = z.object({ id: z.string(), name: z.string() });

export const openingSchema = z.object({
  id: z.string(),
  openingId: z.string().nullable(),
  targetStartDate: z.string().nullable(),
  status: z.enum(OPENING_STATUSES),
});
export type Opening = z.infer<typeof openingSchema>;

export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  requisitionId: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  department: ref.nullable(),
  offices: z.array(ref),
  employmentType: z.enum(EMPLOYMENT_TYPES).nullable(),
  salary: z
    .object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      currency: z.string(),
      period: z.enum(SALARY_PERIODS),
    })
    .nullable(),
  openings: z.array(openingSchema),
  /** Openings not yet filled or closed. */
  openOpenings: z.number(),
  isFollowing: z.boolean(),
  customFields: z.record(z.string(), z.unknown()),
  /** Whether opening needs an approval round, and how the latest round went. */
  approval: z.object({
    required: z.boolean(),
    status: z.enum(['pending', 'approved', 'rejected', 'cancelled']).nullable(),
  }),
  /** Days since the job was last opened; null while it has never been open. */
  daysOpen: z.number().nullable(),
  openedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  closeReason: ref.nullable(),
  createdBy: ref.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

export const JOB_SORT_FIELDS = ['name', 'createdAt', 'openedAt', 'status'] as const;

/** GET /api/jobs. */
export const jobListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(JOB_SORT_FIELDS).optional(),
  status: z.enum(JOB_STATUSES).optional(),
  departmentId: z.uuid().optional(),
  officeId: z.uuid().optional(),
  /** Jobs whose hiring team includes this person, in any role. */
  hiringTeamMemberId: z.uuid().optional(),
  /** "true": only the jobs the signed-in user follows. */
  following: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobStatusCountsSchema = z.object({ draft: z.number(), open: z.number(), closed: z.number() });
export type JobStatusCounts = z.infer<typeof jobStatusCountsSchema>;

export const jobListSchema = z.object({
  items: z.array(jobSchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalPages: z.number(),
  /** Jobs per status under the same filters except the status itself (the list's status tabs). */
  counts: jobStatusCountsSchema,
});
export type JobList = z.infer<typeof jobListSchema>;

/** GET /api/jobs/lookups: what the jobs screens offer to pick from, for anyone who sees jobs. */
export const jobLookupsSchema = z.object({
  departments: z.array(ref),
  offices: z.array(ref),
  /** Everyone on a hiring team of the company (the list's hiring-team filter). */
  hiringTeamMembers: z.array(ref),
  /** The company's active custom job fields, in order. */
  customFields: z.array(customFieldSchema),
});
export type JobLookups = z.infer<typeof jobLookupsSchema>;

// Job notifications (job setup → notifications): who hears of what on this job.

export const JOB_NOTIFICATION_EVENTS = [
  'newApplicants',
  'scorecardsSubmitted',
  'approvals',
  'stuckCandidates',
] as const;
export type JobNotificationEvent = (typeof JOB_NOTIFICATION_EVENTS)[number];
const recipients = z.array(linkedId).max(50).default([]);
export const jobNotificationsBodySchema = z.object({
  newApplicants: recipients,
  scorecardsSubmitted: recipients,
  approvals: recipients,
  stuckCandidates: recipients,
  /** A candidate is stuck after this many days in one stage. */
  stuckAfterDays: z.number().int().min(1, 'At least 1 day').max(90, 'At most 90 days').default(7),
});
export type JobNotificationsBody = z.input<typeof jobNotificationsBodySchema>;
export type JobNotificationsInput = z.output<typeof jobNotificationsBodySchema>;
const person = z.object({ id: z.string(), name: z.string() });
export const jobNotificationsSchema = z.object({
  newApplicants: z.array(person),
  scorecardsSubmitted: z.array(person),
  approvals: z.array(person),
  stuckCandidates: z.array(person),
  stuckAfterDays: z.number(),
});
export type JobNotifications = z.infer<typeof jobNotificationsSchema>;

/** GET /api/jobs/:id/activity: the job's changes, newest first. */
export const jobActivityQuerySchema = listQuerySchema.pick({ page: true, limit: true });
export type JobActivityQuery = z.output<typeof jobActivityQuerySchema>;
/** One change: what, who (and who they were logged in as), when, and the job before and after. */
export const jobActivitySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  impersonatorName: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type JobActivity = z.infer<typeof jobActivitySchema>;

// The hiring team (job setup → hiring team).

export const HIRING_TEAM_ROLES = [
  'hiring_manager',
  'recruiter',
  'coordinator',
  'sourcer',
  'interviewer',
] as const;
export type HiringTeamRole = (typeof HIRING_TEAM_ROLES)[number];
/** Greenhouse marks one recruiter and one coordinator responsible for a job's candidates. */
export const RESPONSIBLE_ROLES: readonly HiringTeamRole[] = ['recruiter', 'coordinator'];
export const MAX_HIRING_TEAM = 100;

export const HIRING_TEAM_MESSAGES = {
  oneResponsible: 'Only one person of this role can be responsible',
  notResponsibleRole: 'Only recruiters and coordinators can be responsible',
  listedTwice: 'This person already has this role on the team',
} as const;

export const hiringTeamBodySchema = z
  .object({
    members: z
      .array(
        z.object({
          userId: linkedId,
          role: z.enum(HIRING_TEAM_ROLES),
          responsible: z.boolean().default(false),
        }),
      )
      .max(MAX_HIRING_TEAM),
  })
  .superRefine(({ members }, context) => {
    const seen = new Set<string>();
    const responsible = new Set<HiringTeamRole>();
    members.forEach((member, index) => {
      const key = `${member.role}:${member.userId}`;
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['members', index, 'userId'],
          message: HIRING_TEAM_MESSAGES.listedTwice,
        });
      }
      seen.add(key);
      if (!member.responsible) return;
      if (!RESPONSIBLE_ROLES.includes(member.role)) {
        context.addIssue({
          code: 'custom',
          path: ['members', index, 'responsible'],
          message: HIRING_TEAM_MESSAGES.notResponsibleRole,
        });
      } else if (responsible.has(member.role)) {
        context.addIssue({
          code: 'custom',
          path: ['members', index, 'responsible'],
          message: HIRING_TEAM_MESSAGES.oneResponsible,
        });
      }
      responsible.add(member.role);
    });
  });
export type HiringTeamBody = z.input<typeof hiringTeamBodySchema>;
export type HiringTeamInput = z.output<typeof hiringTeamBodySchema>;

export const hiringTeamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
  role: z.enum(HIRING_TEAM_ROLES),
  responsible: z.boolean(),
});
export type HiringTeamMember = z.infer<typeof hiringTeamMemberSchema>;
export const hiringTeamSchema = z.object({ members: z.array(hiringTeamMemberSchema) });

/** GET /api/jobs/team-candidates: people who may join a hiring team, matching the typed text. */
export const teamCandidatesQuerySchema = z.object({ search: z.string().trim().max(100).default('') });
export const teamCandidateSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  jobTitle: z.string().nullable(),
});
export type TeamCandidate = z.infer<typeof teamCandidateSchema>;
export const MAX_TEAM_CANDIDATES = 20;
export type HiringTeam = z.infer<typeof hiringTeamSchema>;

// Close reasons for jobs (configuration → custom options → close reasons for job).

export const closeReasonBodySchema = z.object({ name: required(80) });
export type CloseReasonInput = z.output<typeof closeReasonBodySchema>;

export const closeReasonSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Jobs closed with it; a reason in use can be renamed but not deleted. */
  jobCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CloseReason = z.infer<typeof closeReasonSchema>;
