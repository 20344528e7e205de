import { z } from 'zod';
import { paged } from '../platform/api.ts';
import { requiredText } from '../platform/required-text.ts';

// Feedback (issue 21 item 2), as Lattice has it: public praise to 1-6 colleagues, tagged with one of
// the company's values, on the praise wall with reactions and comments; or private feedback, read by
// the person, the person and their managers, or their managers only. Requests, private notes and the
// settings have files of their own (feedback-requests.ts, feedback-settings.ts).

/** 'public' is praise; the others are private feedback, read as each name says. */
export const FEEDBACK_VISIBILITIES = [
  'public',
  'recipient',
  'recipient_and_manager',
  'manager_only',
] as const;
export type FeedbackVisibility = (typeof FEEDBACK_VISIBILITIES)[number];
export const PRIVATE_VISIBILITIES = ['recipient', 'recipient_and_manager', 'manager_only'] as const;
export type PrivateVisibility = (typeof PRIVATE_VISIBILITIES)[number];

export const FEEDBACK_VISIBILITY_LABELS: Record<FeedbackVisibility, string> = {
  public: 'Public praise',
  recipient: 'Private to them',
  recipient_and_manager: 'Private to them and their manager',
  manager_only: 'Their manager only',
};

export const FEEDBACK_KINDS = ['praise', 'private'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const kindOf = (visibility: FeedbackVisibility): FeedbackKind =>
  visibility === 'public' ? 'praise' : 'private';

/** Lattice's limit: praise names at most six people at once. */
export const MAX_FEEDBACK_RECIPIENTS = 6;
export const MAX_FEEDBACK_LENGTH = 5000;
export const MAX_COMMENT_LENGTH = 1000;

/** The wall's reactions: a small fixed set, each given once per person (a second click takes it back). */
export const PRAISE_REACTIONS = ['thumbs_up', 'heart', 'clap', 'tada', 'rocket', 'smile'] as const;
export type PraiseReaction = (typeof PRAISE_REACTIONS)[number];
export const PRAISE_REACTION_EMOJI: Record<PraiseReaction, { emoji: string; label: string }> = {
  thumbs_up: { emoji: '👍', label: 'Thumbs up' },
  heart: { emoji: '❤️', label: 'Love' },
  clap: { emoji: '👏', label: 'Applause' },
  tada: { emoji: '🎉', label: 'Celebrate' },
  rocket: { emoji: '🚀', label: 'Rocket' },
  smile: { emoji: '😄', label: 'Smile' },
};

export const FEEDBACK_MESSAGES = {
  recipientsRequired: 'Choose at least one colleague',
  recipientsMax: `Choose at most ${MAX_FEEDBACK_RECIPIENTS} colleagues`,
  recipientsRepeated: 'Each colleague once',
  notYourself: 'Choose colleagues other than yourself',
  recipientUnknown: 'Colleague not found',
  visibilityRequired: 'Choose who reads this feedback',
  valueRequired: 'Choose one of the company values',
  valueUnknown: 'Choose one of the company values still in use',
  praiseOnly: 'Only praise takes reactions and comments',
} as const;

const uuidList = z
  .array(z.string().uuid(), { error: FEEDBACK_MESSAGES.recipientsRequired })
  .min(1, FEEDBACK_MESSAGES.recipientsRequired)
  .max(MAX_FEEDBACK_RECIPIENTS, FEEDBACK_MESSAGES.recipientsMax)
  .refine((ids) => new Set(ids).size === ids.length, FEEDBACK_MESSAGES.recipientsRepeated);

/**
 * POST /api/performance/feedback. Praise is one post naming every recipient; private feedback to
 * several colleagues is one item each, so each stays private to its own person.
 */
export const giveFeedbackSchema = z
  .object({
    kind: z.enum(FEEDBACK_KINDS),
    recipientIds: uuidList,
    /** Private feedback only: who reads it besides the giver. */
    visibility: z.enum(PRIVATE_VISIBILITIES).nullable().optional(),
    /** Praise only: one of the company's active values (required while the company has any). */
    valueId: z.string().uuid().nullable().optional(),
    body: requiredText(MAX_FEEDBACK_LENGTH),
  })
  .superRefine((input, context) => {
    if (input.kind === 'private' && !input.visibility)
      context.addIssue({
        code: 'custom',
        path: ['visibility'],
        message: FEEDBACK_MESSAGES.visibilityRequired,
      });
  });
export type GiveFeedbackInput = z.input<typeof giveFeedbackSchema>;

export const FEEDBACK_VIEWS = ['received', 'given', 'team', 'all'] as const;
export type FeedbackView = (typeof FEEDBACK_VIEWS)[number];

/** GET /api/performance/feedback: mine received or given, my team's (team scope) or everyone's (all). */
export const feedbackListQuerySchema = z.object({
  view: z.enum(FEEDBACK_VIEWS).default('received'),
  kind: z.enum(FEEDBACK_KINDS).optional(),
  /** Feedback received by this person (within the view). */
  personId: z.string().uuid().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;

export const PRAISE_PAGE_SIZE = 20;

/** GET /api/performance/feedback/praise: the wall, newest first, a page at a time after `cursor`. */
export const praiseWallQuerySchema = z.object({
  /** Praise received by this person (a profile's praise; answered even while the wall is off). */
  recipientId: z.string().uuid().optional(),
  valueId: z.string().uuid().optional(),
  /** Only praise received by people who report to me. */
  team: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** The `nextCursor` of the page before. */
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z~[0-9a-f-]{36}$/, 'Not a cursor of this list')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(PRAISE_PAGE_SIZE),
});
export type PraiseWallQuery = z.output<typeof praiseWallQuerySchema>;

export const feedbackPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobTitle: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type FeedbackPerson = z.infer<typeof feedbackPersonSchema>;

export const reactionCountSchema = z.object({
  reaction: z.enum(PRAISE_REACTIONS),
  count: z.number().int(),
  /** Whether the caller gave this one. */
  isMine: z.boolean(),
});
export type ReactionCount = z.infer<typeof reactionCountSchema>;

export const praiseSchema = z.object({
  id: z.string(),
  giver: feedbackPersonSchema,
  recipients: z.array(feedbackPersonSchema),
  value: z.object({ id: z.string(), name: z.string() }).nullable(),
  body: z.string(),
  createdAt: z.string(),
  /** In PRAISE_REACTIONS order, only those given. */
  reactions: z.array(reactionCountSchema),
  commentCount: z.number().int(),
});
export type Praise = z.infer<typeof praiseSchema>;

export const praiseWallSchema = z.object({
  items: z.array(praiseSchema),
  nextCursor: z.string().nullable(),
});
export type PraiseWall = z.infer<typeof praiseWallSchema>;

/** Praise or private feedback, as its reader sees it. */
export const feedbackItemSchema = praiseSchema.extend({
  kind: z.enum(FEEDBACK_KINDS),
  visibility: z.enum(FEEDBACK_VISIBILITIES),
  /** The request it answers, when it does. */
  request: z.object({ id: z.string(), question: z.string(), requesterName: z.string() }).nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;
export const feedbackPageSchema = paged(feedbackItemSchema);

export const givenFeedbackSchema = z.object({ items: z.array(feedbackItemSchema) });

/** POST /api/performance/feedback/:id/reactions: gives the reaction, or takes it back. */
export const reactionToggleSchema = z.object({ reaction: z.enum(PRAISE_REACTIONS) });
export const reactionsSchema = z.object({ reactions: z.array(reactionCountSchema) });

export const commentInputSchema = z.object({ body: requiredText(MAX_COMMENT_LENGTH) });
export const feedbackCommentSchema = z.object({
  id: z.string(),
  author: feedbackPersonSchema,
  body: z.string(),
  createdAt: z.string(),
  /** The caller wrote it (and may delete it). */
  isMine: z.boolean(),
});
export type FeedbackComment = z.infer<typeof feedbackCommentSchema>;
export const feedbackCommentsSchema = z.object({ items: z.array(feedbackCommentSchema) });
