import { z } from 'zod';

/** One kind of background job (a pg-boss queue) as the admin console shows it. */
export const jobQueueSummarySchema = z.object({
  name: z.string(),
  /** Waiting to run, now or later, retries included. */
  waiting: z.number().int(),
  active: z.number().int(),
  /** Jobs whose last try failed (the dead-letter state), until they are archived after 7 days. */
  failed: z.number().int(),
  lastFailedAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type JobQueueSummary = z.infer<typeof jobQueueSummarySchema>;

export const jobQueueSummariesSchema = z.object({ items: z.array(jobQueueSummarySchema) });
