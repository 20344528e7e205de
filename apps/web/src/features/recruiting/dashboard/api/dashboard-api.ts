import type { PendingApproval } from '@atrium/shared/schemas/recruiting/approvals';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['PendingApprovals'] });

/** What the dashboard shows beyond the menus: decisions waiting on the signed-in user. */
export const dashboardApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    myPendingApprovals: build.query<PendingApproval[], void>({
      query: () => 'approvals/pending',
      transformResponse: (answer: Envelope<PendingApproval[]>) => answer.data,
      providesTags: ['PendingApprovals'],
    }),
  }),
});

export const { useMyPendingApprovalsQuery } = dashboardApi;
