import type { JobPost, JobPostBody, PostBoard } from '@atrium/shared/schemas/recruiting/job-posts';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { JobPost, PostBoard };

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['JobPosts'] });
const postsTag = (jobId: string) => ({ type: 'JobPosts' as const, id: jobId });
const base = (jobId: string) => `jobs/${encodeURIComponent(jobId)}/posts`;

/** A job's posts on the company's boards (issue 5). */
export const jobPostsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listJobPosts: build.query<JobPost[], string>({
      query: (jobId) => base(jobId),
      transformResponse: (answer: Envelope<JobPost[]>) => answer.data,
      providesTags: (_result, _error, jobId) => [postsTag(jobId)],
    }),
    getJobPost: build.query<JobPost, { jobId: string; postId: string }>({
      query: ({ jobId, postId }) => `${base(jobId)}/${encodeURIComponent(postId)}`,
      transformResponse: (answer: Envelope<JobPost>) => answer.data,
      providesTags: (_result, _error, { jobId }) => [postsTag(jobId)],
    }),
    postBoards: build.query<PostBoard[], void>({
      query: () => 'job-posts/boards',
      transformResponse: (answer: Envelope<PostBoard[]>) => answer.data,
    }),
    createJobPost: build.mutation<Envelope<JobPost>, { jobId: string; body: JobPostBody }>({
      query: ({ jobId, body }) => ({ url: base(jobId), method: 'POST', body }),
      invalidatesTags: (_result, _error, { jobId }) => [postsTag(jobId)],
    }),
    updateJobPost: build.mutation<Envelope<JobPost>, { jobId: string; postId: string; body: JobPostBody }>({
      query: ({ jobId, postId, body }) => ({
        url: `${base(jobId)}/${encodeURIComponent(postId)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { jobId }) => [postsTag(jobId)],
    }),
    setJobPostLive: build.mutation<Envelope<JobPost>, { jobId: string; postId: string; live: boolean }>({
      query: ({ jobId, postId, live }) => ({
        url: `${base(jobId)}/${encodeURIComponent(postId)}/status`,
        method: 'PUT',
        body: { live },
      }),
      invalidatesTags: (_result, _error, { jobId }) => [postsTag(jobId)],
    }),
    deleteJobPost: build.mutation<Envelope<null>, { jobId: string; postId: string }>({
      query: ({ jobId, postId }) => ({
        url: `${base(jobId)}/${encodeURIComponent(postId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { jobId }) => [postsTag(jobId)],
    }),
  }),
});

export const {
  useListJobPostsQuery,
  useGetJobPostQuery,
  usePostBoardsQuery,
  useCreateJobPostMutation,
  useUpdateJobPostMutation,
  useSetJobPostLiveMutation,
  useDeleteJobPostMutation,
} = jobPostsApi;
