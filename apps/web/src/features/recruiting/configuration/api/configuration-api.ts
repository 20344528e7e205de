import type { CloseReason, CloseReasonInput } from '@atrium/shared/schemas/recruiting/jobs';
import type { JobBoard, JobBoardBody } from '@atrium/shared/schemas/recruiting/job-boards';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { CloseReason, JobBoard };

const REASONS_TAG = { type: 'CloseReasons', id: 'LIST' } as const;
const BOARDS_TAG = { type: 'JobBoards', id: 'LIST' } as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['CloseReasons', 'JobBoards'] });

/** Recruiting configuration (issue 5): custom options such as the reasons for closing a job. */
export const configurationApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    closeReasons: build.query<CloseReason[], void>({
      query: () => 'configuration/close-reasons',
      transformResponse: (answer: Envelope<CloseReason[]>) => answer.data,
      providesTags: [REASONS_TAG],
    }),
    saveCloseReason: build.mutation<Envelope<CloseReason>, { id?: string; body: CloseReasonInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `configuration/close-reasons/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'configuration/close-reasons', method: 'POST', body },
      invalidatesTags: [REASONS_TAG],
    }),
    jobBoards: build.query<JobBoard[], void>({
      query: () => 'configuration/job-boards',
      transformResponse: (answer: Envelope<JobBoard[]>) => answer.data,
      providesTags: [BOARDS_TAG],
    }),
    jobBoard: build.query<JobBoard, string>({
      query: (id) => `configuration/job-boards/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<JobBoard>) => answer.data,
      providesTags: [BOARDS_TAG],
    }),
    saveJobBoard: build.mutation<Envelope<JobBoard>, { id?: string; body: JobBoardBody }>({
      query: ({ id, body }) =>
        id
          ? { url: `configuration/job-boards/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'configuration/job-boards', method: 'POST', body },
      invalidatesTags: [BOARDS_TAG],
    }),
    deleteJobBoard: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `configuration/job-boards/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [BOARDS_TAG],
    }),
    deleteCloseReason: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `configuration/close-reasons/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [REASONS_TAG],
    }),
  }),
});

export const {
  useCloseReasonsQuery,
  useSaveCloseReasonMutation,
  useDeleteCloseReasonMutation,
  useJobBoardsQuery,
  useJobBoardQuery,
  useSaveJobBoardMutation,
  useDeleteJobBoardMutation,
} = configurationApi;
