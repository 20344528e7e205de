import { z } from 'zod';
import { listQuerySchema } from '../platform/api.ts';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
// queued: waiting for SMTP (first try or a retry, the last error kept); failed: its last try failed.
export const OUTBOX_STATUSES = ['stored', 'queued', 'sent', 'failed'] as const;

/** Admin → Outbox: every mail and text message sent, newest first; search matches recipient and subject. */
export const outboxQuerySchema = listQuerySchema.extend({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  sortBy: z.enum(['createdAt', 'to', 'subject']).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string(),
  /** The text's first line or two, for the list. */
  preview: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** Shown to the platform operator, who reads every company's mail; null for mail of no company. */
  companyName: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxMessageDetailSchema = outboxMessageSchema.extend({
  text: z.string(),
  html: z.string().nullable(),
});
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;
