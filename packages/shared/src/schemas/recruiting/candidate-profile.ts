import { z } from 'zod';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { requiredText } from '../platform/required-text.ts';

// The candidate profile's files, history and privacy (issue 18): attachments of Greenhouse's types,
// education and employment, followers, and anonymising (GDPR erasure) with Harvest's field names.

/** Greenhouse's attachment types, as its Harvest API answers them. */
export const ATTACHMENT_TYPES = [
  'resume',
  'cover_letter',
  'admin_only',
  'take_home_test',
  'offer_packet',
  'offer_letter',
  'other',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];
export const ATTACHMENT_TYPE_LABELS: Record<AttachmentType, string> = {
  resume: 'Résumé',
  cover_letter: 'Cover letter',
  admin_only: 'Admin only',
  take_home_test: 'Take home test',
  offer_packet: 'Offer packet',
  offer_letter: 'Offer letter',
  other: 'Other',
};
/** What the profile's upload offers (offers come from the offer workflow). */
export const UPLOADABLE_ATTACHMENT_TYPES = ['resume', 'cover_letter', 'take_home_test', 'other'] as const;

export const PROFILE_MESSAGES = {
  fileAgain: 'Upload the file again',
  resumeType: 'A résumé or cover letter must be a PDF, DOC, DOCX, TXT or RTF file',
  applicationNotOfCandidate: "Choose one of the candidate's applications",
  endBeforeStart: 'The end date must not be before the start date',
  confirmAnonymize: 'Type ANONYMIZE to confirm',
  chooseFields: 'Choose at least one field',
} as const;

export const ANONYMIZE_CONFIRMATION = 'ANONYMIZE';

/** POST /api/candidates/:id/attachments: a file uploaded through /api/files, typed and optionally tied to an application. */
export const attachmentCreateSchema = z.object({
  fileId: z.uuid(PROFILE_MESSAGES.fileAgain),
  type: z.enum(ATTACHMENT_TYPES),
  applicationId: z.uuid().nullable().default(null),
});
export type AttachmentCreateInput = z.output<typeof attachmentCreateSchema>;
export type AttachmentFormValues = z.input<typeof attachmentCreateSchema>;

const person = z.object({ id: z.uuid(), name: z.string() });

export const candidateAttachmentSchema = z.object({
  id: z.uuid(),
  type: z.enum(ATTACHMENT_TYPES),
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  applicationId: z.uuid().nullable(),
  /** The job of the application it belongs to, when it does. */
  jobName: z.string().nullable(),
  /** Who uploaded it; null when the candidate sent it with an application. */
  uploadedBy: person.nullable(),
  createdAt: z.iso.datetime(),
});
export type CandidateAttachment = z.infer<typeof candidateAttachmentSchema>;

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .nullable()
  .default(null)
  .transform((value) => value || null);

const dates = { startDate: optionalDate, endDate: optionalDate };
const datesInOrder = [
  (value: { startDate: string | null; endDate: string | null }) =>
    !value.startDate || !value.endDate || value.endDate >= value.startDate,
  { message: PROFILE_MESSAGES.endBeforeStart, path: ['endDate'] },
] as [
  (value: { startDate: string | null; endDate: string | null }) => boolean,
  { message: string; path: string[] },
];

/** POST/PUT …/educations: Greenhouse's school, degree and discipline, with start and end. */
export const educationInputSchema = z
  .object({
    schoolName: requiredText(200),
    degree: z.string().trim().max(200).default(''),
    discipline: z.string().trim().max(200).default(''),
    ...dates,
  })
  .refine(...datesInOrder);
export type EducationInput = z.output<typeof educationInputSchema>;
export type EducationFormValues = z.input<typeof educationInputSchema>;

/** POST/PUT …/employments: company and title; no end date means they work there now. */
export const employmentInputSchema = z
  .object({
    companyName: requiredText(200),
    title: z.string().trim().max(200).default(''),
    ...dates,
  })
  .refine(...datesInOrder);
export type EmploymentInput = z.output<typeof employmentInputSchema>;
export type EmploymentFormValues = z.input<typeof employmentInputSchema>;

export const educationSchema = z.object({
  id: z.uuid(),
  schoolName: z.string(),
  degree: z.string(),
  discipline: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type Education = z.infer<typeof educationSchema>;

export const employmentSchema = z.object({
  id: z.uuid(),
  companyName: z.string(),
  title: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type Employment = z.infer<typeof employmentSchema>;

/** GET /api/candidates/:id/history: education and employment, newest first. */
export const candidateHistorySchema = z.object({
  educations: z.array(educationSchema),
  employments: z.array(employmentSchema),
});
export type CandidateHistory = z.infer<typeof candidateHistorySchema>;

export const followStateSchema = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowState = z.infer<typeof followStateSchema>;

/**
 * Harvest's anonymize field names. The ones Atrium holds are blanked; the rest (offers,
 * scorecards, third-party data…) name nothing here and are accepted as done.
 */
export const HARVEST_ANONYMIZE_FIELDS = [
  'full_name',
  'current_company',
  'current_title',
  'tags',
  'phone_numbers',
  'emails',
  'social_media_links',
  'websites',
  'addresses',
  'location',
  'custom_candidate_fields',
  'source',
  'recruiter',
  'coordinator',
  'attachments',
  'application_questions',
  'referral_questions',
  'notes',
  'rejection_notes',
  'email_addresses',
  'activity_items',
  'innotes',
  'inmails',
  'rejection_reason',
  'scorecards_and_interviews',
  'offers',
  'credited_to',
  'headline',
  'all_offer_versions',
  'follow_up_reminders',
  'candidate_photo',
  'custom_application_fields',
  'education',
  'employment',
  'candidate_stage_data',
  'prospect_owner',
  'custom_rejection_question_fields',
  'touchpoints',
  'prospect_pool_and_stage',
  'prospect_jobs',
  'prospect_offices',
  'prospect_offices_and_departments',
  'third_party_integrations',
] as const;
export type HarvestAnonymizeField = (typeof HARVEST_ANONYMIZE_FIELDS)[number];

/** What the profile's dialog offers, each one of Harvest's names. */
export const ANONYMIZE_CHOICES = [
  { field: 'full_name', label: 'Name' },
  { field: 'email_addresses', label: 'Email addresses' },
  { field: 'phone_numbers', label: 'Phone numbers' },
  { field: 'addresses', label: 'Addresses' },
  { field: 'websites', label: 'Websites' },
  { field: 'social_media_links', label: 'Social media' },
  { field: 'current_title', label: 'Current title' },
  { field: 'current_company', label: 'Current company' },
  { field: 'tags', label: 'Tags' },
  { field: 'recruiter', label: 'Recruiter' },
  { field: 'coordinator', label: 'Coordinator' },
  { field: 'notes', label: 'Notes' },
  { field: 'attachments', label: 'Attachments and résumés' },
  { field: 'education', label: 'Education' },
  { field: 'employment', label: 'Employment' },
  { field: 'application_questions', label: 'Answers to application questions' },
  { field: 'referral_questions', label: 'Referral notes' },
  { field: 'rejection_notes', label: 'Rejection notes' },
  { field: 'source', label: 'Source' },
] as const satisfies readonly { field: HarvestAnonymizeField; label: string }[];

/** PUT /api/candidates/:id/anonymize: the fields, and ANONYMIZE typed, since it cannot be undone. */
export const anonymizeBodySchema = z.object({
  fields: z.array(z.enum(HARVEST_ANONYMIZE_FIELDS)).min(1, PROFILE_MESSAGES.chooseFields),
  confirmation: z
    .string()
    .trim()
    .refine((value) => value === ANONYMIZE_CONFIRMATION, PROFILE_MESSAGES.confirmAnonymize),
});
export type AnonymizeInput = z.output<typeof anonymizeBodySchema>;
