import { z } from 'zod';
import { paged } from '../platform/api.ts';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { requiredText } from '../platform/required-text.ts';
import { FEEDBACK_KINDS, FEEDBACK_VISIBILITIES, feedbackPersonSchema } from './feedback.ts';

// Settings → feedback (spec: "feedback log and settings (permitted types, public praise wall)"):
// which kinds of feedback people may give, whether the praise wall is on, the company's values; and
// the feedback log, which says who gave what kind to whom and when, never what was said.

/** Lattice's permitted types: praise, the three private ones, and requests. */
export const FEEDBACK_TYPES = [
  'praise',
  'recipient',
  'recipient_and_manager',
  'manager_only',
  'request',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, { label: string; description: string }> = {
  praise: {
    label: 'Public praise',
    description: 'Praise 1 to 6 colleagues where everyone in the company can read it.',
  },
  recipient: { label: 'Private to the person', description: 'Only the person (and HR) reads it.' },
  recipient_and_manager: {
    label: 'Private to the person and their manager',
    description: 'The person, their managers and HR read it.',
  },
  manager_only: {
    label: 'To their manager only',
    description: 'Their managers and HR read it; the person does not.',
  },
  request: {
    label: 'Feedback requests',
    description: 'Ask colleagues for feedback about yourself or, as a manager, about a report.',
  },
};

export const feedbackSettingsSchema = z.object({
  permittedTypes: z.array(z.enum(FEEDBACK_TYPES)),
  /** Off: praise still reaches its people and their profiles, but there is no company-wide wall. */
  praiseWallEnabled: z.boolean(),
});
export type FeedbackSettings = z.infer<typeof feedbackSettingsSchema>;

export const permittedTypesInputSchema = z.object({
  permittedTypes: z
    .array(z.enum(FEEDBACK_TYPES))
    .refine((types) => new Set(types).size === types.length, 'Each type once'),
});
export const praiseWallInputSchema = z.object({ praiseWallEnabled: z.boolean() });

export const MAX_VALUE_NAME = 60;
export const MAX_VALUE_DESCRIPTION = 500;
export const MAX_COMPANY_VALUES = 20;

export const VALUE_MESSAGES = {
  nameTaken: 'A value of this name exists already',
  tooMany: `A company has at most ${MAX_COMPANY_VALUES} values`,
  orderMismatch: 'List every value once, in the new order',
} as const;

export const companyValueInputSchema = z.object({
  name: requiredText(MAX_VALUE_NAME),
  description: z.string().trim().max(MAX_VALUE_DESCRIPTION).default(''),
});
export type CompanyValueInput = z.input<typeof companyValueInputSchema>;
export const companyValuePatchSchema = z.object({
  name: requiredText(MAX_VALUE_NAME).optional(),
  description: z.string().trim().max(MAX_VALUE_DESCRIPTION).optional(),
  isActive: z.boolean().optional(),
});
export type CompanyValuePatch = z.input<typeof companyValuePatchSchema>;
export const companyValueOrderSchema = z.object({ ids: z.array(z.string().uuid()).max(MAX_COMPANY_VALUES) });
export const companyValuesQuerySchema = z.object({
  includeInactive: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
});

export const companyValueSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  isActive: z.boolean(),
  /** How much praise is tagged with it. */
  praiseCount: z.number().int(),
});
export type CompanyValue = z.infer<typeof companyValueSchema>;
export const companyValueListSchema = z.array(companyValueSchema);
export const valueRemovedSchema = z.object({
  /** A value in use is deactivated instead, so the praise tagged with it keeps its tag. */
  deactivated: z.boolean(),
});

const date = z.string().refine(isRealDate, DATE_INVALID);

/** GET /api/performance/feedback/log. */
export const feedbackLogQuerySchema = z.object({
  kind: z.enum(FEEDBACK_KINDS).optional(),
  visibility: z.enum(FEEDBACK_VISIBILITIES).optional(),
  giverId: z.string().uuid().optional(),
  recipientId: z.string().uuid().optional(),
  valueId: z.string().uuid().optional(),
  /** Given on or after this day, and on or before `to` (the company's days). */
  from: date.optional(),
  to: date.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type FeedbackLogQuery = z.output<typeof feedbackLogQuerySchema>;

export const feedbackLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  kind: z.enum(FEEDBACK_KINDS),
  visibility: z.enum(FEEDBACK_VISIBILITIES),
  giver: feedbackPersonSchema.pick({ id: true, name: true }),
  recipients: z.array(feedbackPersonSchema.pick({ id: true, name: true })),
  valueName: z.string().nullable(),
  /** Given in answer to a request. */
  isRequested: z.boolean(),
});
export type FeedbackLogEntry = z.infer<typeof feedbackLogEntrySchema>;

export const feedbackLogSchema = z.object({
  page: paged(feedbackLogEntrySchema),
  /** Over the filters (the people, kind and days): what the page's rows add up to. */
  counts: z.object({
    praise: z.number().int(),
    private: z.number().int(),
    requested: z.number().int(),
    requestsPending: z.number().int(),
    requestsDeclined: z.number().int(),
  }),
});
export type FeedbackLog = z.infer<typeof feedbackLogSchema>;
