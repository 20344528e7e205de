import type { CloseReason, CloseReasonInput } from '@atrium/shared/schemas/jobs';
import { api, type Envelope } from '../../../lib/api';

export type { CloseReason };

const REASONS_TAG = { type: 'CloseReasons', id: 'LIST' } as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['CloseReasons'] });

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
    deleteCloseReason: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `configuration/close-reasons/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [REASONS_TAG],
    }),
  }),
});

export const { useCloseReasonsQuery, useSaveCloseReasonMutation, useDeleteCloseReasonMutation } =
  configurationApi;
