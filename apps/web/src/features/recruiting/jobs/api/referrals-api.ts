import type { Referral, ReferralBody } from '@atrium/shared/schemas/recruiting/applications';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { Referral };

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['Referrals', 'JobApplications', 'JobPipeline'] });

export const referralsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listReferrals: build.query<Referral[], string>({
      query: (jobId) => `jobs/${encodeURIComponent(jobId)}/referrals`,
      transformResponse: (answer: Envelope<Referral[]>) => answer.data,
      providesTags: (_result, _error, jobId) => [{ type: 'Referrals', id: jobId }],
    }),
    addReferral: build.mutation<
      Envelope<{ applicationId: string; merged: boolean }>,
      { jobId: string; body: ReferralBody }
    >({
      query: ({ jobId, body }) => ({
        url: `jobs/${encodeURIComponent(jobId)}/referrals`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'Referrals', id: jobId },
        { type: 'JobApplications', id: jobId },
        { type: 'JobPipeline', id: jobId },
      ],
    }),
  }),
});

export const { useListReferralsQuery, useAddReferralMutation } = referralsApi;
