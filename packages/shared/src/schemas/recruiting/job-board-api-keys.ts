import { z } from 'zod';

// Dev center → configure your job boards: keys for the Job Board API's application endpoint.
export const apiKeyBodySchema = z.object({
  name: z.string({ error: 'This field is required' }).trim().min(1, 'This field is required').max(80),
});
export type ApiKeyBody = z.input<typeof apiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart. */
  prefix: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** Only the answer to creating a key carries the key itself; it is never shown again. */
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
