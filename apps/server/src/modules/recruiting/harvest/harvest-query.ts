import { z } from 'zod';

// Greenhouse's list parameters, as Harvest takes them.

const isoTime = z.iso.datetime({ offset: true, error: 'Must be an ISO-8601 timestamp' });

export const harvestPageQuery = z.object({
  per_page: z.coerce
    .number({ error: 'Must be an integer between 1 and 500' })
    .int('Must be an integer between 1 and 500')
    .min(1, 'Must be an integer between 1 and 500')
    .max(500, 'Must be an integer between 1 and 500')
    .default(100),
  page: z.coerce
    .number({ error: 'Must be a positive integer' })
    .int()
    .min(1, 'Must be a positive integer')
    .max(1_000_000)
    .default(1),
  /** Greenhouse's: leave out the `last` link, which needs a count. */
  skip_count: z.enum(['true', 'false']).default('false'),
  created_before: isoTime.optional(),
  created_after: isoTime.optional(),
  updated_before: isoTime.optional(),
  updated_after: isoTime.optional(),
});
export type HarvestPageQuery = z.output<typeof harvestPageQuery>;

export const harvestIdParam = z.object({
  id: z.coerce
    .number({ error: 'Must be an integer id' })
    .int('Must be an integer id')
    .positive()
    .max(Number.MAX_SAFE_INTEGER),
});

export const windowOfQuery = (query: HarvestPageQuery) => ({
  createdBefore: query.created_before,
  createdAfter: query.created_after,
  updatedBefore: query.updated_before,
  updatedAfter: query.updated_after,
});

export const integerId = z.coerce
  .number({ error: 'Must be an integer id' })
  .int('Must be an integer id')
  .positive()
  .max(Number.MAX_SAFE_INTEGER);
