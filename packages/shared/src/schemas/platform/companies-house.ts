import { z } from 'zod';
import { companyLookupItemSchema } from './sign-up.ts';

export { companyLookupItemSchema, companyLookupQuerySchema, type CompanyLookupItem } from './sign-up.ts';

/** GET /api/companies-house/search answer: data.items in the Companies House advanced-search shape. */
export const companyLookupResultSchema = z.object({ items: z.array(companyLookupItemSchema) });
export type CompanyLookupResult = z.infer<typeof companyLookupResultSchema>;
