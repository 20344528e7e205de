import { z } from 'zod';
import { requiredText } from '../platform/required-text.ts';

// Interviewer tags (issue 19): labels on colleagues ("Java", "Speaks French", "Bar raiser") that help
// a scheduler find interviewers. Configuration → custom options → interviewer tags.

export const MAX_INTERVIEWER_TAGS_PER_USER = 50;

export const INTERVIEWER_TAG_MESSAGES = {
  duplicateTags: 'Each tag can be chosen once',
  tooManyTags: `Choose at most ${MAX_INTERVIEWER_TAGS_PER_USER} tags`,
} as const;

export const interviewerTagBodySchema = z.object({ name: requiredText(60, 'Use at most 60 characters') });
export type InterviewerTagInput = z.output<typeof interviewerTagBodySchema>;

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const interviewerTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The colleagues holding it, by name. */
  people: z.array(person),
  createdAt: z.string(),
});
export type InterviewerTag = z.infer<typeof interviewerTagSchema>;

/** PUT /api/configuration/users/:id/interviewer-tags: the whole set of a colleague's tags. */
export const userInterviewerTagsBodySchema = z.object({
  tagIds: z
    .array(z.uuid())
    .max(MAX_INTERVIEWER_TAGS_PER_USER, INTERVIEWER_TAG_MESSAGES.tooManyTags)
    .refine((ids) => new Set(ids).size === ids.length, INTERVIEWER_TAG_MESSAGES.duplicateTags),
});
export type UserInterviewerTagsInput = z.output<typeof userInterviewerTagsBodySchema>;

const tagRef = z.object({ id: z.string(), name: z.string() });

export const userInterviewerTagsSchema = z.object({ userId: z.string(), tags: z.array(tagRef) });
export type UserInterviewerTags = z.infer<typeof userInterviewerTagsSchema>;

/** GET /api/interviewers: colleagues who can still sign in, by tag and name or email. */
export const interviewersQuerySchema = z.object({
  tagId: z.uuid().optional(),
  search: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type InterviewersQuery = z.output<typeof interviewersQuerySchema>;

export const interviewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  timezone: z.string(),
  tags: z.array(tagRef),
});
export type Interviewer = z.infer<typeof interviewerSchema>;
