import type { JobTask, JobTaskBody } from '@atrium/shared/schemas/recruiting/job-tasks';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { JobTask };

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['JobTasks'] });
const base = (jobId: string) => `jobs/${encodeURIComponent(jobId)}/tasks`;

export const jobTasksApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listJobTasks: build.query<JobTask[], string>({
      query: (jobId) => base(jobId),
      transformResponse: (answer: Envelope<JobTask[]>) => answer.data,
      providesTags: (_result, _error, jobId) => [{ type: 'JobTasks', id: jobId }],
    }),
    addJobTask: build.mutation<Envelope<JobTask>, { jobId: string; body: JobTaskBody }>({
      query: ({ jobId, body }) => ({ url: base(jobId), method: 'POST', body }),
      invalidatesTags: (_result, _error, { jobId }) => [{ type: 'JobTasks', id: jobId }],
    }),
    setJobTaskDone: build.mutation<Envelope<JobTask>, { jobId: string; taskId: string; done: boolean }>({
      query: ({ jobId, taskId, done }) => ({
        url: `${base(jobId)}/${encodeURIComponent(taskId)}/status`,
        method: 'PUT',
        body: { done },
      }),
      invalidatesTags: (_result, _error, { jobId }) => [{ type: 'JobTasks', id: jobId }],
    }),
    deleteJobTask: build.mutation<Envelope<null>, { jobId: string; taskId: string }>({
      query: ({ jobId, taskId }) => ({
        url: `${base(jobId)}/${encodeURIComponent(taskId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { jobId }) => [{ type: 'JobTasks', id: jobId }],
    }),
  }),
});

export const {
  useListJobTasksQuery,
  useAddJobTaskMutation,
  useSetJobTaskDoneMutation,
  useDeleteJobTaskMutation,
} = jobTasksApi;
