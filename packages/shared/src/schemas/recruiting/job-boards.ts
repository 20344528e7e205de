import { z } from 'zod';
import { MESSAGES } from '../platform/messages.ts';
import { richText } from '../platform/rich-text.ts';
import { requiredText } from '../platform/required-text.ts';

// Job boards (configuration → job boards): where job posts are published. Apart from jobs.ts, so
// the pages that only list jobs do not load the rich-text sanitizer.

const required = requiredText;

export const JOB_BOARD_KINDS = ['external', 'internal'] as const;
export type JobBoardKind = (typeof JOB_BOARD_KINDS)[number];
/** The board-name of /job-boards?board-name=…: lower-case letters, digits and single hyphens. */
export const BOARD_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const BOARD_SLUG_INVALID = 'Use lower-case letters, digits and single hyphens, e.g. acme-careers';
const boardText = richText(10_000, 'Keep this under 10,000 characters').default('');

export const jobBoardBodySchema = z.object({
  name: required(80),
  slug: z
    .string({ error: MESSAGES.fieldRequired })
    .trim()
    .toLowerCase()
    .min(3, 'Use at least 3 characters')
    .max(60)
    .regex(BOARD_SLUG, BOARD_SLUG_INVALID),
  kind: z.enum(JOB_BOARD_KINDS).default('external'),
  /** An uploaded image (POST /api/files) or an https address. */
  logoUrl: z
    .string()
    .trim()
    .max(500)
    .refine(
      (value) => value === '' || /^(https:\/\/|\/api\/files\/)/.test(value),
      'Use an https address or an uploaded image',
    )
    .default(''),
  introHtml: boardText,
  closingHtml: boardText,
  /** Shown to a candidate once their application is accepted. */
  confirmationHtml: boardText,
  /** The source an application from this board is credited to. */
  defaultSource: z.string().trim().max(80).default(''),
});
export type JobBoardBody = z.input<typeof jobBoardBodySchema>;
export type JobBoardInput = z.output<typeof jobBoardBodySchema>;

export const jobBoardSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: z.enum(JOB_BOARD_KINDS),
  logoUrl: z.string(),
  introHtml: richText(),
  closingHtml: richText(),
  confirmationHtml: richText(),
  defaultSource: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobBoard = z.infer<typeof jobBoardSchema>;
