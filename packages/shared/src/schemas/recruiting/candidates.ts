import { z } from 'zod';
import { listQuerySchema, paged } from '../platform/api.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { emailField } from '../platform/email.ts';
import { requiredText } from '../platform/required-text.ts';
import { APPLICATION_STATUSES } from './applications.ts';

// Candidates (issue 18): everyone who applied or was added, with their contact details, who looks
// after them, their tags, notes and activity. The typed contact lists and the note visibilities are
// Greenhouse's (its Harvest API answers the same `type` values).

export const PHONE_TYPES = ['mobile', 'home', 'work', 'skype', 'other'] as const;
export const EMAIL_TYPES = ['personal', 'work', 'other'] as const;
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export const WEBSITE_TYPES = ['personal', 'company', 'portfolio', 'blog', 'other'] as const;
/** Greenhouse's visibilities: everyone on the candidate; private notes' readers; site admins only. */
export const NOTE_VISIBILITIES = ['public', 'private', 'admin_only'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];
export const NOTE_VISIBILITY_LABELS: Record<NoteVisibility, string> = {
  public: 'Everyone who can see the candidate',
  private: 'Only people who can see private notes',
  admin_only: 'Only site admins',
};

export const CANDIDATE_MESSAGES = {
  phoneInvalid: 'Enter a valid phone number',
  urlInvalid: 'Enter a web address starting with http:// or https://',
  sameStage: 'The candidate is already in this stage',
  notActive: 'Only an active application can be moved',
  notRejected: 'This application is not rejected',
  lastStage: 'The candidate is already in the last stage',
  stageNotOfJob: 'Choose a stage of this job',
  sameJob: 'Choose another job',
  alreadyOnJob: 'The candidate already has an application for that job',
  sendAtPast: 'Choose a time in the future',
} as const;

const typed = <T extends readonly [string, ...string[]]>(types: T, value: z.ZodType<string>) =>
  z.object({ value, type: z.enum(types) });

const phoneValue = requiredText(40).regex(/^[+\d\s().-]*\d[+\d\s().-]*$/, CANDIDATE_MESSAGES.phoneInvalid);
const urlValue = requiredText(500).regex(/^https?:\/\/\S+$/i, CANDIDATE_MESSAGES.urlInvalid);

export const phoneNumberSchema = typed(PHONE_TYPES, phoneValue);
export const emailAddressSchema = typed(
  EMAIL_TYPES,
  emailField('Enter a valid email address', 'This field is required'),
);
export const addressSchema = typed(ADDRESS_TYPES, requiredText(500));
export const websiteAddressSchema = typed(WEBSITE_TYPES, urlValue);
export const socialMediaAddressSchema = z.object({ value: urlValue });

export type PhoneNumber = z.infer<typeof phoneNumberSchema>;
export type EmailAddress = z.infer<typeof emailAddressSchema>;
export type Address = z.infer<typeof addressSchema>;
export type WebsiteAddress = z.infer<typeof websiteAddressSchema>;
export type SocialMediaAddress = z.infer<typeof socialMediaAddressSchema>;

const optionalText = (max: number) => z.string().trim().max(max).default('');

/** PUT /api/candidates/:id: the header of the profile. The first email is the candidate's primary one. */
export const candidateUpdateSchema = z.object({
  firstName: requiredText(80),
  lastName: requiredText(80),
  title: optionalText(200),
  company: optionalText(200),
  emailAddresses: z.array(emailAddressSchema).min(1, 'Add at least one email address').max(10),
  phoneNumbers: z.array(phoneNumberSchema).max(10).default([]),
  addresses: z.array(addressSchema).max(10).default([]),
  websiteAddresses: z.array(websiteAddressSchema).max(10).default([]),
  socialMediaAddresses: z.array(socialMediaAddressSchema).max(10).default([]),
  recruiterId: z.uuid().nullable().default(null),
  coordinatorId: z.uuid().nullable().default(null),
});
export type CandidateUpdateInput = z.output<typeof candidateUpdateSchema>;
export type CandidateFormValues = z.input<typeof candidateUpdateSchema>;

export const CANDIDATE_SORT_FIELDS = ['name', 'lastActivityAt', 'createdAt'] as const;
export const CANDIDATE_KINDS = ['candidates', 'prospects', 'all'] as const;

const dateOnly = z.string().refine(isRealDate, DATE_INVALID);

/** GET /api/candidates */
export const candidateListQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(CANDIDATE_SORT_FIELDS).optional(),
  kind: z.enum(CANDIDATE_KINDS).default('all'),
  jobId: z.uuid().optional(),
  stageId: z.uuid().optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  source: z.string().trim().max(120).optional(),
  tagId: z.uuid().optional(),
  recruiterId: z.uuid().optional(),
  coordinatorId: z.uuid().optional(),
  /** Candidates this colleague follows (the list's "Followed by", most often oneself). */
  followedBy: z.uuid().optional(),
  appliedFrom: dateOnly.optional(),
  appliedTo: dateOnly.optional(),
  activityFrom: dateOnly.optional(),
  activityTo: dateOnly.optional(),
});
export type CandidateListQuery = z.output<typeof candidateListQuerySchema>;

const person = z.object({ id: z.string(), name: z.string() });
const tag = z.object({ id: z.string(), name: z.string() });

/** One application as the candidates list shows it. */
export const candidateApplicationBriefSchema = z.object({
  id: z.string(),
  jobId: z.string().nullable(),
  jobName: z.string().nullable(),
  stageName: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  prospect: z.boolean(),
});

export const candidateListItemSchema = z.object({
  id: z.string(),
  publicId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  tags: z.array(tag),
  applications: z.array(candidateApplicationBriefSchema),
  recruiter: person.nullable(),
  coordinator: person.nullable(),
  source: z.string(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type CandidateListItem = z.infer<typeof candidateListItemSchema>;
export const candidateListSchema = paged(candidateListItemSchema);
export type CandidateList = z.infer<typeof candidateListSchema>;

const stage = z.object({ id: z.string(), name: z.string() });

/** One application on the candidate's profile, with what moving it needs. */
export const candidateApplicationSchema = z.object({
  id: z.string(),
  publicId: z.number(),
  prospect: z.boolean(),
  job: z.object({ id: z.string(), name: z.string() }).nullable(),
  stage: stage.nullable(),
  /** The job's stages in order, for "move to stage". */
  stages: z.array(stage),
  status: z.enum(APPLICATION_STATUSES),
  source: z.string(),
  referrer: person.nullable(),
  appliedAt: z.string(),
  stageEnteredAt: z.string(),
  rejectedAt: z.string().nullable(),
  /** Once hired: when, and the hire's first day. */
  hiredAt: z.string().nullable(),
  startDate: z.string().nullable(),
  rejectionReason: z
    .object({ id: z.string(), name: z.string(), type: z.object({ id: z.number(), name: z.string() }) })
    .nullable(),
  rejectionNote: z.string().nullable(),
  answers: z.array(
    z.object({
      questionId: z.string(),
      label: z.string(),
      value: z.union([z.string(), z.array(z.string())]),
      fileName: z.string().optional(),
    }),
  ),
  resume: z.object({ id: z.string(), name: z.string() }).nullable(),
  coverLetter: z.object({ id: z.string(), name: z.string() }).nullable(),
  coverLetterText: z.string().nullable(),
  /** A rejection email waiting for its time; it can be cancelled until then. */
  scheduledEmail: z.object({ id: z.string(), sendAt: z.string(), subject: z.string() }).nullable(),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

/** Another candidate of the company sharing an email, or the name and a phone number. */
export const possibleDuplicateSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  reason: z.enum(['email', 'name_and_phone']),
  applications: z.number(),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicateSchema>;

export const candidateDetailSchema = z.object({
  id: z.string(),
  publicId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  company: z.string(),
  emailAddresses: z.array(z.object({ value: z.string(), type: z.enum(EMAIL_TYPES) })),
  phoneNumbers: z.array(z.object({ value: z.string(), type: z.enum(PHONE_TYPES) })),
  addresses: z.array(z.object({ value: z.string(), type: z.enum(ADDRESS_TYPES) })),
  websiteAddresses: z.array(z.object({ value: z.string(), type: z.enum(WEBSITE_TYPES) })),
  socialMediaAddresses: z.array(z.object({ value: z.string() })),
  recruiter: person.nullable(),
  coordinator: person.nullable(),
  tags: z.array(tag),
  applications: z.array(candidateApplicationSchema),
  /** Other candidates of the company sharing an email, or the name and a phone number. */
  duplicates: z.array(possibleDuplicateSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastActivityAt: z.string(),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;

/** PUT /api/candidates/:id/tags: the candidate's tags, as a whole. */
export const candidateTagsBodySchema = z.object({ tagIds: z.array(z.uuid()).max(50) });

/** Configuration → custom options → candidate tags. */
export const candidateTagBodySchema = z.object({ name: requiredText(60, 'Use at most 60 characters') });
export type CandidateTagInput = z.output<typeof candidateTagBodySchema>;
export const candidateTagSchema = z.object({
  id: z.string(),
  publicId: z.number(),
  name: z.string(),
  candidateCount: z.number(),
  createdAt: z.string(),
});
export type CandidateTag = z.infer<typeof candidateTagSchema>;

/** POST /api/candidates/:id/notes. Mentions are written `@[Name](user id)`, as the editor writes them. */
export const candidateNoteBodySchema = z.object({
  body: requiredText(10_000),
  visibility: z.enum(NOTE_VISIBILITIES).default('public'),
  applicationId: z.uuid().nullable().default(null),
});
export type CandidateNoteInput = z.output<typeof candidateNoteBodySchema>;

export const ACTIVITY_KINDS = [
  'applied',
  'added',
  'stage_changed',
  'rejected',
  'unrejected',
  'transferred',
  'note',
  'email',
  /** The candidate's reply to an email of ours, come back through its reply address. */
  'email_received',
  'edited',
  'tagged',
  'merged',
  'attachment',
  /** The candidate answered a form a stage transition sent them. */
  'form',
  /** An interview scheduled, rescheduled or cancelled (issue 19). */
  'interview',
  'scorecard',
  'offer',
  'hired',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** One entry of the candidate's activity feed, newest first. */
export const candidateActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** What happened, in a sentence ("Moved from Application Review to Phone Screen"). */
  summary: z.string(),
  /** A note's or an email's text. */
  body: z.string().nullable(),
  visibility: z.enum(NOTE_VISIBILITIES).nullable(),
  actor: person.nullable(),
  application: z.object({ id: z.string(), jobName: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type CandidateActivity = z.infer<typeof candidateActivitySchema>;
export const candidateActivityQuerySchema = listQuerySchema.pick({ page: true, limit: true }).extend({
  kind: z.enum(['all', 'notes', 'emails', 'activity']).default('all'),
});
export const candidateActivityListSchema = paged(candidateActivitySchema);

/** POST /api/applications/:id/move: to any stage of the job (advance names the next one). */
export const moveApplicationBodySchema = z.object({
  toStageId: z.uuid('Choose a stage'),
  /** Where the mover saw it; a move from a stale screen is refused rather than applied twice. */
  fromStageId: z.uuid().optional(),
});

/** An email to the candidate from a template; now, or at a chosen time (cancellable until then). */
export const candidateEmailChoiceSchema = z.object({
  templateId: z.uuid('Choose an email template'),
  sendAt: z.iso.datetime({ offset: true }).nullable().default(null),
});

/** POST /api/applications/:id/reject */
export const rejectApplicationBodySchema = z.object({
  rejectionReasonId: z.uuid('Choose a rejection reason'),
  note: z.string().trim().max(2000).default(''),
  email: candidateEmailChoiceSchema.nullable().default(null),
});
export type RejectApplicationInput = z.output<typeof rejectApplicationBodySchema>;
export type RejectApplicationBody = z.input<typeof rejectApplicationBodySchema>;

/** POST /api/applications/:id/transfer: to another job, into its first stage unless one is named. */
export const transferApplicationBodySchema = z.object({
  jobId: z.uuid('Choose a job'),
  stageId: z.uuid().nullable().default(null),
});
export type TransferApplicationInput = z.output<typeof transferApplicationBodySchema>;

/** GET /api/candidates/filter-options: what the list's filters offer. */
export const candidateFilterOptionsSchema = z.object({
  jobs: z.array(z.object({ id: z.string(), name: z.string(), status: z.string(), stages: z.array(stage) })),
  sources: z.array(z.string()),
  tags: z.array(tag),
  /** Colleagues who are someone's recruiter or coordinator, or may become one. */
  users: z.array(person),
  /** The company's email templates, for rejecting with an email (empty without email.send). */
  emailTemplates: z.array(
    z.object({ id: z.string(), name: z.string(), type: z.string(), isDefault: z.boolean() }),
  ),
  rejectionReasons: z.array(
    z.object({ id: z.string(), name: z.string(), type: z.object({ id: z.number(), name: z.string() }) }),
  ),
});
export type CandidateFilterOptions = z.infer<typeof candidateFilterOptionsSchema>;

/** What a card on the board says is waiting, and on whom (Greenhouse's "needs scheduling" and kin). */
export const BOARD_CARD_LIMIT = 500;

export const boardCardSchema = z.object({
  applicationId: z.string(),
  candidateId: z.string(),
  name: z.string(),
  title: z.string(),
  company: z.string(),
  source: z.string(),
  appliedAt: z.string(),
  stageEnteredAt: z.string(),
  waiting: z.object({ what: z.string(), on: z.string().nullable() }).nullable(),
  tags: z.array(z.string()),
});
export type BoardCard = z.infer<typeof boardCardSchema>;

/** GET /api/jobs/:id/board: the job's stages in order, each with its active applications. */
export const jobBoardSchema = z.object({
  job: z.object({ id: z.string(), name: z.string(), status: z.string() }),
  stages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.string(),
      /** Active applications in the stage; at most BOARD_CARD_LIMIT come as cards, longest waiting first. */
      total: z.number(),
      cards: z.array(boardCardSchema),
    }),
  ),
});
export type JobBoard = z.infer<typeof jobBoardSchema>;
export const jobBoardQuerySchema = z.object({ search: z.string().trim().max(200).optional() });

/** GET /api/application-review: new applications waiting in Application Review, oldest first. */
export const applicationReviewQuerySchema = z.object({
  jobId: z.uuid().optional(),
  /** Applications the reviewer skipped in this sitting, left for later. */
  skip: z
    .union([z.uuid(), z.array(z.uuid()).max(200)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});
export const applicationReviewSchema = z.object({
  /** How many wait (in the chosen job, or every job the reviewer recruits for). */
  remaining: z.number(),
  jobs: z.array(z.object({ id: z.string(), name: z.string(), waiting: z.number() })),
  next: z
    .object({
      candidate: z.object({
        id: z.string(),
        name: z.string(),
        title: z.string(),
        company: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
      }),
      application: candidateApplicationSchema,
    })
    .nullable(),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

/** POST /api/candidates/:id/merge: the duplicate is merged into this candidate (the primary). */
export const mergeCandidateBodySchema = z.object({ duplicateId: z.uuid('Choose the duplicate to merge') });

/** POST /api/candidates: a candidate for one or more jobs, or a prospect (no job). */
export const addCandidateBodySchema = candidateUpdateSchema.extend({
  jobIds: z.array(z.uuid()).max(10).default([]),
  source: z.string().trim().max(120).default(''),
  referrerId: z.uuid().nullable().default(null),
  resumeFileId: z.uuid().nullable().default(null),
  tagIds: z.array(z.uuid()).max(50).default([]),
});
export type AddCandidateInput = z.output<typeof addCandidateBodySchema>;
export type AddCandidateFormValues = z.input<typeof addCandidateBodySchema>;

/** POST /api/candidates/duplicate-check: who the company already has with these details. */
export const duplicateCheckBodySchema = z.object({
  firstName: z.string().trim().max(80).default(''),
  lastName: z.string().trim().max(80).default(''),
  emails: z.array(z.string().trim().max(320)).max(10).default([]),
  phones: z.array(z.string().trim().max(40)).max(10).default([]),
});

/** POST /api/candidates/parse-resume: the stored résumé and what its text says. */
export const parsedResumeSchema = z.object({
  file: z.object({ id: z.string(), name: z.string() }),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The first lines of the text, to check it was read. */
  excerpt: z.string(),
});
export type ParsedResume = z.infer<typeof parsedResumeSchema>;

/** Rejecting more than this many at once asks for the count to be typed (and the server checks it). */
export const BULK_REJECT_CONFIRM_OVER = 30;
export const BULK_MAX = 5000;

const bulkTarget = z.object({
  /** The selection; or every candidate matching `filters`. */
  candidateIds: z.array(z.uuid()).max(BULK_MAX).optional(),
  filters: candidateListQuerySchema
    .omit({ page: true, limit: true, sortBy: true, sortOrder: true })
    .optional(),
});

/** POST /api/candidates/bulk: one action on a selection or on all matches, in one transaction. */
export const bulkActionBodySchema = z.discriminatedUnion('action', [
  bulkTarget.extend({ action: z.literal('tag'), tagIds: z.array(z.uuid()).min(1, 'Choose tags').max(50) }),
  bulkTarget.extend({ action: z.literal('untag'), tagIds: z.array(z.uuid()).min(1, 'Choose tags').max(50) }),
  bulkTarget.extend({ action: z.literal('set_recruiter'), userId: z.uuid().nullable() }),
  bulkTarget.extend({ action: z.literal('set_coordinator'), userId: z.uuid().nullable() }),
  bulkTarget.extend({
    action: z.literal('move'),
    jobId: z.uuid('Choose a job'),
    toStageId: z.uuid('Choose a stage'),
  }),
  bulkTarget.extend({
    action: z.literal('reject'),
    /** Only applications to this job; every active application otherwise. */
    jobId: z.uuid().nullable().default(null),
    rejectionReasonId: z.uuid('Choose a rejection reason'),
    note: z.string().trim().max(2000).default(''),
    email: candidateEmailChoiceSchema.nullable().default(null),
    /** Required above BULK_REJECT_CONFIRM_OVER: how many the user typed they are rejecting. */
    confirmCount: z.number().int().optional(),
  }),
  bulkTarget.extend({ action: z.literal('email'), templateId: z.uuid('Choose an email template') }),
  bulkTarget.extend({
    action: z.literal('add_to_pool'),
    poolId: z.uuid('Choose a pool'),
    /** The pool's first stage unless one is chosen. */
    stageId: z.uuid().nullable().default(null),
  }),
  bulkTarget.extend({
    action: z.literal('transfer'),
    /** The applications on this job move (the list's job filter); else each candidate's one active application. */
    fromJobId: z.uuid().nullable().default(null),
    jobId: z.uuid('Choose a job'),
    /** The job's first stage unless one is chosen. */
    stageId: z.uuid().nullable().default(null),
  }),
]);
export type BulkActionInput = z.output<typeof bulkActionBodySchema>;
export type BulkActionBody = z.input<typeof bulkActionBodySchema>;
export const bulkResultSchema = z.object({
  /** Candidates (or, for move and reject, applications) changed. */
  affected: z.number(),
  /** Selected but left alone (already tagged, no active application on the job…). */
  skipped: z.number(),
});
