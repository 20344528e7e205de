import { z } from 'zod';
import { paged } from '../platform/api.ts';
import { requiredText } from '../platform/required-text.ts';
import { feedbackItemSchema, feedbackPersonSchema, MAX_FEEDBACK_LENGTH } from './feedback.ts';

// Feedback requests (issue 21 item 2): ask colleagues for feedback about yourself or, as a manager,
// about someone on your team. Each responder answers (private feedback linked to the request) or
// declines with a reason; those still pending are reminded after 3 business days. And private notes
// about a colleague, which only their author ever reads.

export const MAX_REQUEST_RESPONDERS = 10;
export const MAX_QUESTION_LENGTH = 1000;
export const MAX_NOTE_LENGTH = 5000;

/**
 * Who reads the answers besides the requester, as Lattice offers it. About yourself: you alone, or you
 * and your managers. About a report: their managers only (the usual), or the report and their managers.
 */
export const REQUEST_VISIBILITIES = ['recipient', 'recipient_and_manager', 'manager_only'] as const;
export type RequestVisibility = (typeof REQUEST_VISIBILITIES)[number];
export const SELF_REQUEST_VISIBILITIES = ['recipient', 'recipient_and_manager'] as const;
export const REPORT_REQUEST_VISIBILITIES = ['manager_only', 'recipient_and_manager'] as const;

export const REQUEST_MESSAGES = {
  respondersRequired: 'Choose at least one colleague to ask',
  respondersMax: `Ask at most ${MAX_REQUEST_RESPONDERS} colleagues at once`,
  respondersRepeated: 'Each colleague once',
  notYourself: 'Ask colleagues other than yourself',
  notTheSubject: 'Ask someone other than the person the feedback is about',
  responderUnknown: 'Colleague not found',
  subjectOutsideTeam: 'You can ask for feedback about yourself or about someone who reports to you',
  visibilityForSelf: 'About yourself, the answers are yours, or yours and your managers’',
  visibilityForReport: 'About a report, the answers go to their managers, or to them and their managers',
  reasonRequired: 'Say why you are declining',
} as const;

/** POST /api/performance/feedback/requests. */
export const createFeedbackRequestSchema = z.object({
  /** Whom the feedback is about: the caller, or someone who reports to them. */
  subjectId: z.string().uuid(),
  responderIds: z
    .array(z.string().uuid(), { error: REQUEST_MESSAGES.respondersRequired })
    .min(1, REQUEST_MESSAGES.respondersRequired)
    .max(MAX_REQUEST_RESPONDERS, REQUEST_MESSAGES.respondersMax)
    .refine((ids) => new Set(ids).size === ids.length, REQUEST_MESSAGES.respondersRepeated),
  /** What the requester would like feedback on; optional. */
  question: z.string().trim().max(MAX_QUESTION_LENGTH).default(''),
  /** Defaults: 'recipient' about yourself, 'manager_only' about a report. */
  visibility: z.enum(REQUEST_VISIBILITIES).optional(),
});
export type CreateFeedbackRequestInput = z.input<typeof createFeedbackRequestSchema>;

export const answerRequestSchema = z.object({ body: requiredText(MAX_FEEDBACK_LENGTH) });
export const declineRequestSchema = z.object({
  reason: z
    .string({ error: REQUEST_MESSAGES.reasonRequired })
    .trim()
    .min(1, REQUEST_MESSAGES.reasonRequired)
    .max(1000),
});

export const REQUEST_VIEWS = ['asked_of_me', 'mine'] as const;
export type RequestView = (typeof REQUEST_VIEWS)[number];

/** GET /api/performance/feedback/requests: those asked of me, or those I made. */
export const requestListQuerySchema = z.object({
  view: z.enum(REQUEST_VIEWS).default('asked_of_me'),
  /** asked_of_me: pending (the default) or done (answered, declined or cancelled). */
  status: z.enum(['pending', 'done', 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type RequestListQuery = z.output<typeof requestListQuerySchema>;

export const RESPONDER_STATUSES = ['pending', 'answered', 'declined'] as const;
export type ResponderStatus = (typeof RESPONDER_STATUSES)[number];

export const requestResponderSchema = z.object({
  person: feedbackPersonSchema,
  status: z.enum(RESPONDER_STATUSES),
  declineReason: z.string().nullable(),
  respondedAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
});
export type RequestResponder = z.infer<typeof requestResponderSchema>;

export const feedbackRequestSchema = z.object({
  id: z.string(),
  requester: feedbackPersonSchema,
  subject: feedbackPersonSchema,
  question: z.string(),
  visibility: z.enum(REQUEST_VISIBILITIES),
  status: z.enum(['open', 'cancelled']),
  createdAt: z.string(),
  /** Everyone asked, for the requester; the caller's own entry, for a responder. */
  responders: z.array(requestResponderSchema),
  isRequester: z.boolean(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackRequestPageSchema = paged(feedbackRequestSchema);

/** GET /api/performance/feedback/requests/:id: the request with the answers the caller may read. */
export const feedbackRequestDetailSchema = feedbackRequestSchema.extend({
  answers: z.array(feedbackItemSchema),
});
export type FeedbackRequestDetail = z.infer<typeof feedbackRequestDetailSchema>;

// Private notes about a colleague: their author's alone (HR and the colleague's managers included out).

export const privateNoteInputSchema = z.object({
  subjectId: z.string().uuid(),
  body: requiredText(MAX_NOTE_LENGTH),
});
export const privateNoteUpdateSchema = z.object({ body: requiredText(MAX_NOTE_LENGTH) });
export const privateNoteListQuerySchema = z.object({
  subjectId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type PrivateNoteListQuery = z.output<typeof privateNoteListQuerySchema>;

export const feedbackPrivateNoteSchema = z.object({
  id: z.string(),
  subject: feedbackPersonSchema,
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedbackPrivateNote = z.infer<typeof feedbackPrivateNoteSchema>;
export const feedbackPrivateNotePageSchema = paged(feedbackPrivateNoteSchema);
