import type { CompanyLookupItem } from '@atrium/shared/schemas/platform/sign-up';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export interface CompanySearchArgs {
  search: string;
  limit?: number;
}

/** Companies House lookup for UK sign-ups (answers in the advanced-search shape, spec section 3). */
export const companiesHouseApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchCompanies: build.query<Envelope<{ items: CompanyLookupItem[] }>, CompanySearchArgs>({
      query: ({ search, limit = 10 }) => ({ url: 'companies-house/search', params: { search, limit } }),
      // Lookups are cheap to repeat but not free upstream; keep answers for a minute.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useLazySearchCompaniesQuery } = companiesHouseApi;
