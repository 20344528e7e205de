import type { InterviewPlan, InterviewPlanBody } from '@atrium/shared/schemas/recruiting/job-stages';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { InterviewPlan };

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['InterviewPlan', 'JobPipeline'] });

export const interviewPlanApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    getInterviewPlan: build.query<InterviewPlan, string>({
      query: (jobId) => `jobs/${encodeURIComponent(jobId)}/interview-plan`,
      transformResponse: (answer: Envelope<InterviewPlan>) => answer.data,
      providesTags: (_result, _error, jobId) => [{ type: 'InterviewPlan', id: jobId }],
    }),
    saveInterviewPlan: build.mutation<Envelope<InterviewPlan>, { jobId: string; body: InterviewPlanBody }>({
      query: ({ jobId, body }) => ({
        url: `jobs/${encodeURIComponent(jobId)}/interview-plan`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { jobId }) => [
        { type: 'InterviewPlan', id: jobId },
        { type: 'JobPipeline', id: jobId },
      ],
    }),
  }),
});

export const { useGetInterviewPlanQuery, useSaveInterviewPlanMutation } = interviewPlanApi;
