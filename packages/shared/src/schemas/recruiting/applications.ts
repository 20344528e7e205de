import { z } from 'zod';
import { listQuerySchema, paged } from '../platform/api.ts';
import { emailField } from '../platform/email.ts';

// Applications (issue 5): what a candidate sends from a careers page, a job board or the Job Board API.
export const APPLICATION_STATUSES = ['active', 'rejected', 'hired'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'rtf'] as const;
export const VERIFICATION_CODE_LENGTH = 4;
export const VERIFICATION_TTL_MINUTES = 30;
export const VERIFICATION_MAX_ATTEMPTS = 5;

export const APPLICATION_MESSAGES = {
  resumeType: 'Upload a PDF, DOC, DOCX, TXT or RTF file',
  resumeSize: 'The file must be 5 MB or smaller',
  consentRequired: 'Please give your consent to apply',
  answerRequired: 'This question is required',
  optionInvalid: 'Choose one of the options',
  codeInvalid: 'The code is not correct.',
  codeExpired: 'This code has expired. Please apply again.',
  codeAttempts: 'Too many wrong codes. Please apply again.',
  postClosed: 'This job is no longer taking applications',
} as const;

/** EEOC-style voluntary self-identification; every question may be declined. */
export const DEMOGRAPHIC_QUESTIONS = {
  gender: { label: 'Gender', options: ['Male', 'Female', 'Non-binary', 'Decline to self-identify'] },
  race: {
    label: 'Race / ethnicity',
    options: [
      'American Indian or Alaska Native',
      'Asian',
      'Black or African American',
      'Hispanic or Latino',
      'Native Hawaiian or Other Pacific Islander',
      'White',
      'Two or more races',
      'Decline to self-identify',
    ],
  },
  veteranStatus: {
    label: 'Veteran status',
    options: ['I am a protected veteran', 'I am not a protected veteran', 'Decline to self-identify'],
  },
  disabilityStatus: {
    label: 'Disability status',
    options: ['Yes, I have a disability', 'No, I do not have a disability', 'Decline to self-identify'],
  },
} as const;
export type DemographicKey = keyof typeof DEMOGRAPHIC_QUESTIONS;
export const DEMOGRAPHIC_KEYS = Object.keys(DEMOGRAPHIC_QUESTIONS) as DemographicKey[];
export type Demographics = Partial<Record<DemographicKey, string>>;

export const GDPR_CONSENT_TEXT =
  'I agree that {{COMPANY_NAME}} may store and process my personal data to consider me for this and ' +
  'similar roles, and keep it for up to two years. I can ask for it to be deleted at any time.';

/** An answer keeps the question's label as asked, so later edits to the post don't rewrite history. */
export interface ApplicationAnswer {
  questionId: string;
  label: string;
  /** Text; "Yes"/"No"; the chosen option(s); or a file's id for a file question. */
  value: string | string[];
  fileName?: string;
}

/** The candidate's submission, held until they confirm their email. */
export interface PendingApplicationPayload {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  coverLetterText: string | null;
  answers: ApplicationAnswer[];
  demographics: Demographics | null;
  consent: boolean;
  source: string;
  jobBoardId: string;
}

const name = z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(80);

/** The text fields of an application (the files and the post's questions are checked against the post). */
export const applicationContactSchema = z.object({
  firstName: name,
  lastName: name,
  email: emailField('Enter a valid email address', 'This field is required'),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+\d\s().-]*$/, 'Enter a valid phone number')
    .default(''),
  coverLetterText: z.string().trim().max(20_000).default(''),
});

/** POST …/get-verified: the 4-digit code mailed to the candidate. */
export const verifyApplicationBodySchema = z.object({
  code: z
    .string({ error: 'Enter the 4-digit code' })
    .trim()
    .regex(/^\d{4}$/, 'Enter the 4-digit code'),
});

/** GET /api/jobs/:id/applications */
export const jobApplicationsQuerySchema = listQuerySchema
  .pick({ page: true, limit: true, search: true })
  .extend({
    stageId: z.uuid().optional(),
  });
export type JobApplicationsQuery = z.output<typeof jobApplicationsQuerySchema>;

export const jobApplicationSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  stageId: z.string().nullable(),
  stageName: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  source: z.string(),
  boardName: z.string().nullable(),
  postTitle: z.string().nullable(),
  resumeFileId: z.string().nullable(),
  submissions: z.number(),
  appliedAt: z.string(),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

export const jobApplicationListSchema = paged(jobApplicationSchema);
export type JobApplicationList = z.infer<typeof jobApplicationListSchema>;

/** GET /api/jobs/:id/pipeline: the job's stages with how many active applications sit in each. */
export const jobPipelineSchema = z.object({
  stages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(['application_review', 'interview', 'offer']),
      position: z.number(),
      active: z.number(),
    }),
  ),
  totals: z.object({ active: z.number(), rejected: z.number(), hired: z.number() }),
});
export type JobPipeline = z.infer<typeof jobPipelineSchema>;

/** POST /api/jobs/:id/referrals: a colleague puts someone forward for the job. */
export const referralBodySchema = applicationContactSchema
  .pick({ firstName: true, lastName: true, email: true, phone: true })
  .extend({
    note: z.string().trim().max(2000).default(''),
    /** Answers to the company's referral questions, by question id (checked by each question's type). */
    answers: z.record(z.string(), z.unknown()).default({}),
  });
export type ReferralBody = z.input<typeof referralBodySchema>;
export type ReferralInput = z.output<typeof referralBodySchema>;

export const referralSchema = z.object({
  applicationId: z.string(),
  candidateName: z.string(),
  email: z.string(),
  referredBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string(),
  stageName: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  referredAt: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;
