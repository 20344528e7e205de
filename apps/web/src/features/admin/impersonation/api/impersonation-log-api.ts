import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { Impersonation } from '@atrium/shared/schemas/admin/impersonation';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { Impersonation };

/** GET /api/admin/impersonation: who logged in as whom, why, and for how long; newest first. */
export const impersonationLogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listImpersonations: build.query<Paged<Impersonation>, { page: number; limit: number }>({
      query: (params) => ({ url: 'admin/impersonation', params }),
      transformResponse: (answer: Envelope<Paged<Impersonation>>) => answer.data,
    }),
  }),
});

export const { useListImpersonationsQuery } = impersonationLogApi;
