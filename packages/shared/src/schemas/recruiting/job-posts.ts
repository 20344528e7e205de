import { z } from 'zod';
import { MESSAGES } from '../platform/messages.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { richText } from '../platform/rich-text.ts';
import { requiredText } from '../platform/required-text.ts';

// Job posts (issue 5): how a job is advertised on one board, with the questions its application asks.
export const POST_QUESTION_TYPES = [
  'short_text',
  'long_text',
  'yes_no',
  'single_select',
  'multi_select',
  'file',
] as const;
export type PostQuestionType = (typeof POST_QUESTION_TYPES)[number];

export const POST_QUESTION_TYPE_LABELS: Record<PostQuestionType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  yes_no: 'Yes / No',
  single_select: 'Single select',
  multi_select: 'Multi select',
  file: 'File',
};

/** First name, last name and email are always asked and required; these three are the post's call. */
export const STANDARD_FIELD_KEYS = ['phone', 'resume', 'coverLetter'] as const;
export type StandardFieldKey = (typeof STANDARD_FIELD_KEYS)[number];
export const STANDARD_FIELD_MODES = ['required', 'optional', 'hidden'] as const;
export type StandardFieldMode = (typeof STANDARD_FIELD_MODES)[number];
export type StandardFieldSettings = Record<StandardFieldKey, StandardFieldMode>;
export const DEFAULT_STANDARD_FIELDS: StandardFieldSettings = {
  phone: 'optional',
  resume: 'required',
  coverLetter: 'optional',
};

export const MAX_POST_QUESTIONS = 50;
export const MAX_QUESTION_OPTIONS = 50;
export const MAX_POST_CONTENT = 50_000;

export const JOB_POST_MESSAGES = {
  optionsRequired: 'A select question needs at least two options',
  optionsUnique: 'Each option must be different',
  boardTaken: 'This job already has a post on that board',
  jobNotOpen: 'A post can only go live while its job is open',
} as const;

const required = requiredText;

const isSelect = (type: PostQuestionType) => type === 'single_select' || type === 'multi_select';

export const postQuestionSchema = z
  .object({
    /** Stable within the post so answers keep pointing at their question across edits. */
    id: z
      .string()
      .regex(/^[a-z0-9_-]{1,40}$/i, 'Use letters, digits, - or _')
      .optional(),
    label: required(300),
    type: z.enum(POST_QUESTION_TYPES),
    required: z.boolean().default(false),
    options: z
      .array(z.string().trim().min(1, MESSAGES.fieldRequired).max(120))
      .max(MAX_QUESTION_OPTIONS)
      .default([]),
  })
  .superRefine((question, ctx) => {
    if (!isSelect(question.type)) return;
    if (question.options.length < 2)
      ctx.addIssue({ code: 'custom', message: JOB_POST_MESSAGES.optionsRequired, path: ['options'] });
    const lower = question.options.map((option) => option.toLowerCase());
    if (new Set(lower).size !== lower.length)
      ctx.addIssue({ code: 'custom', message: JOB_POST_MESSAGES.optionsUnique, path: ['options'] });
  })
  .transform((question) => ({ ...question, options: isSelect(question.type) ? question.options : [] }));

/** A saved question always has its id. */
export type PostQuestion = Omit<z.output<typeof postQuestionSchema>, 'id'> & { id: string };

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** POST /api/jobs/:id/posts and PUT /api/jobs/:id/posts/:postId. */
export const jobPostBodySchema = z.object({
  boardId: z.uuid('Select a job board'),
  title: required(120),
  location: z.string().trim().max(120).default(''),
  remote: z.boolean().default(false),
  contentHtml: richText(MAX_POST_CONTENT).default(''),
  standardFields: z
    .object({
      phone: z.enum(STANDARD_FIELD_MODES),
      resume: z.enum(STANDARD_FIELD_MODES),
      coverLetter: z.enum(STANDARD_FIELD_MODES),
    })
    .default(DEFAULT_STANDARD_FIELDS),
  questions: z.array(postQuestionSchema).max(MAX_POST_QUESTIONS).default([]),
  demographicQuestions: z.boolean().default(false),
  gdprConsent: z.boolean().default(false),
  /** The last day applications are taken (schema.org validThrough); empty for no end. */
  closesOn: optionalDate,
});
export type JobPostBody = z.input<typeof jobPostBodySchema>;
export type JobPostInput = z.output<typeof jobPostBodySchema>;

/** PUT /api/jobs/:id/posts/:postId/status */
export const jobPostStatusBodySchema = z.object({ live: z.boolean() });

export const jobPostSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  boardId: z.string(),
  boardName: z.string(),
  boardSlug: z.string(),
  title: z.string(),
  location: z.string(),
  remote: z.boolean(),
  contentHtml: richText(),
  standardFields: z.object({
    phone: z.enum(STANDARD_FIELD_MODES),
    resume: z.enum(STANDARD_FIELD_MODES),
    coverLetter: z.enum(STANDARD_FIELD_MODES),
  }),
  questions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      type: z.enum(POST_QUESTION_TYPES),
      required: z.boolean(),
      options: z.array(z.string()),
    }),
  ),
  demographicQuestions: z.boolean(),
  gdprConsent: z.boolean(),
  live: z.boolean(),
  publishedAt: z.string().nullable(),
  closesOn: z.string().nullable(),
  /** The public page of the post. */
  url: z.string(),
  applications: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobPost = z.infer<typeof jobPostSchema>;

/** GET /api/job-posts/boards: the boards a post can go on. */
export const postBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(['external', 'internal']),
});
export type PostBoard = z.infer<typeof postBoardSchema>;
