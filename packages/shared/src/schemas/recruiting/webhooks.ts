import { z } from 'zod';
import { requiredText } from '../platform/required-text.ts';

// Web hooks (issue 18): a company's endpoints told of Greenhouse's candidate, application and
// prospect events, with Greenhouse's payload shapes and its `Signature: sha256 <HMAC>` header.

export const WEBHOOK_EVENTS = [
  'new_candidate_application',
  'new_prospect_application',
  'candidate_stage_change',
  'reject_candidate',
  'unreject_candidate',
  'delete_candidate',
  'merge_candidate',
  'interview_deleted',
  'scorecard_submitted',
  'offer_created',
  'offer_approved',
  'offer_updated',
  'offer_deleted',
  'hire_candidate',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  new_candidate_application: 'Candidate has submitted application',
  new_prospect_application: 'Prospect created',
  candidate_stage_change: 'Candidate has changed stage',
  reject_candidate: 'Candidate or prospect rejected',
  unreject_candidate: 'Candidate or prospect unrejected',
  delete_candidate: 'Candidate deleted',
  merge_candidate: 'Candidate merged',
  interview_deleted: 'Interview deleted',
  scorecard_submitted: 'Scorecard submitted',
  offer_created: 'Offer created',
  offer_approved: 'Offer approved',
  offer_updated: 'Offer updated',
  offer_deleted: 'Offer deleted',
  hire_candidate: 'Candidate hired',
};

export const WEBHOOK_MESSAGES = {
  httpsOnly: 'Use an https:// address',
  secretShort: 'Use a secret of at least 16 characters',
} as const;

export const webhookBodySchema = z.object({
  name: requiredText(80),
  url: requiredText(2000).pipe(z.url({ error: 'Enter a web address', protocol: /^https?$/ })),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Choose at least one event').max(WEBHOOK_EVENTS.length),
  secret: z.string().trim().min(16, WEBHOOK_MESSAGES.secretShort).max(200),
});
export type WebhookInput = z.output<typeof webhookBodySchema>;
export type WebhookFormValues = z.input<typeof webhookBodySchema>;

export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  /** Why the last ping failed, when it did (the hook stays disabled until saved again). */
  pingError: z.string().nullable(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  publicId: z.number(),
  event: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
