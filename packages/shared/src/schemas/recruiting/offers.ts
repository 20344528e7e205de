import { z } from 'zod';
import { DATE_INVALID, isRealDate } from '../platform/dates.ts';
import { approvalRequestSchema } from './approvals.ts';
import { customFieldSchema } from './custom-fields.ts';

// Offers and hiring (issue 19): an offer per application, versioned, approved through the offer
// approval flow, sent as a PDF letter, answered by the candidate, and the hire that follows.

export const OFFER_STATUSES = [
  'draft',
  'pending_approval',
  'approved',
  'sent',
  'accepted',
  'declined',
  'deprecated',
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  pending_approval: 'Pending approval',
  approved: 'Approved',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  deprecated: 'Deprecated',
};

/** ISO 4217 codes offered in the form; any three-letter code the server knows is accepted. */
export const OFFER_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'CAD',
  'AUD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'INR',
  'JPY',
  'SGD',
] as const;

export const OFFER_MESSAGES = {
  required: 'This field is required',
  salaryInvalid: 'Enter the salary as a whole number',
  currencyInvalid: 'Choose a currency (ISO 4217)',
  outsideRange: "The salary is outside the job's range",
  templateRequired: 'Choose an offer template',
  openingRequired: 'Choose an opening',
  openingFilled: 'This opening is already filled',
  notActive: 'Only an active application can get an offer',
  alreadyOffered: 'This application already has an offer; edit it instead',
  notEditable: 'An accepted or declined offer cannot be changed',
  needsApproval: 'The offer must be approved before it is sent',
  noFlow: 'This job has no offer approval flow; send the offer directly',
  notSent: 'Only a sent offer can be answered',
  startDatePast: 'The start date cannot be in the past',
  notAccepted: 'Mark the offer accepted before hiring, or hire without an offer',
  alreadyHired: 'This application is already hired',
} as const;

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isRealDate(value), DATE_INVALID)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

export const offerBodySchema = z.object({
  templateId: z.uuid(OFFER_MESSAGES.templateRequired),
  salary: z
    .number({ error: OFFER_MESSAGES.salaryInvalid })
    .int(OFFER_MESSAGES.salaryInvalid)
    .min(0, OFFER_MESSAGES.salaryInvalid)
    .max(100_000_000, OFFER_MESSAGES.salaryInvalid),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, OFFER_MESSAGES.currencyInvalid),
  salaryPeriod: z.enum(['year', 'month', 'hour']).default('year'),
  startDate: z
    .string({ error: OFFER_MESSAGES.required })
    .trim()
    .min(1, OFFER_MESSAGES.required)
    .refine(isRealDate, DATE_INVALID),
  expiresOn: optionalDate,
  openingId: z.uuid(OFFER_MESSAGES.openingRequired).nullable().default(null),
  /** Values of the offer custom fields (configuration → custom options → offers), by field id. */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** A note for the approvers. */
  note: z.string().trim().max(2000).default(''),
});
export type OfferBody = z.input<typeof offerBodySchema>;
export type OfferInput = z.output<typeof offerBodySchema>;

export const offerSendBodySchema = z.object({
  /** The covering email's message above the attached letter. */
  message: z.string().trim().max(5000).default(''),
});

export const offerAnswerBodySchema = z.object({
  answer: z.enum(['accepted', 'declined']),
  note: z.string().trim().max(2000).default(''),
});

export const hireBodySchema = z.object({
  openingId: z.uuid(OFFER_MESSAGES.openingRequired).nullable().default(null),
  startDate: z
    .string({ error: OFFER_MESSAGES.required })
    .trim()
    .min(1, OFFER_MESSAGES.required)
    .refine(isRealDate, DATE_INVALID),
  /** Why the job closes when this fills its last opening. */
  closeReasonId: z.uuid().nullable().default(null),
});
export type HireBody = z.input<typeof hireBodySchema>;
export type HireInput = z.output<typeof hireBodySchema>;

const person = z.object({ id: z.string(), name: z.string() });

export const offerSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  candidate: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  job: person,
  version: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  template: person.nullable(),
  salary: z.number().int(),
  currency: z.string(),
  salaryPeriod: z.enum(['year', 'month', 'hour']),
  /** The job's range, for the form's check. */
  salaryRange: z.object({
    min: z.number().nullable(),
    max: z.number().nullable(),
    currency: z.string().nullable(),
  }),
  startDate: z.string(),
  expiresOn: z.string().nullable(),
  opening: z.object({ id: z.string(), label: z.string() }).nullable(),
  customFields: z.record(z.string(), z.unknown()),
  /** The letter as rendered from the template (sanitised HTML). */
  letterHtml: z.string(),
  note: z.string(),
  approvalRequestId: z.string().nullable(),
  letterFileId: z.string().nullable(),
  createdBy: person.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  responseNote: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const applicationOfferSchema = z.object({
  current: offerSchema.nullable(),
  /** Earlier versions, newest first. */
  history: z.array(offerSchema),
  /** The job's open openings, for the offer and hire forms. */
  openings: z.array(z.object({ id: z.string(), label: z.string() })),
  /** Whether the job's offers go through an approval flow before they are sent. */
  needsApproval: z.boolean(),
  /** The current offer's approval round, with who decided what and whether the reader may decide. */
  approval: approvalRequestSchema.nullable(),
  /** What the offer form offers: the company's offer templates and active offer fields. */
  templates: z.array(z.object({ id: z.string(), name: z.string() })),
  customFields: z.array(customFieldSchema),
});
export type ApplicationOffer = z.infer<typeof applicationOfferSchema>;

/** Recruiting goals (dashboard → see all goals): a target for a period, for a person or a team. */
export const GOAL_METRICS = ['interviews_held', 'scorecards_submitted', 'offers_sent', 'hires'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];
export const GOAL_METRIC_LABELS: Record<GoalMetric, string> = {
  interviews_held: 'Interviews held',
  scorecards_submitted: 'Scorecards submitted',
  offers_sent: 'Offers sent',
  hires: 'Hires',
};
