import type {
  RejectionReason,
  RejectionReasonInput,
} from '@atrium/shared/schemas/recruiting/rejection-reasons';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { RejectionReason };

const TAG = { type: 'RejectionReasons', id: 'LIST' } as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['RejectionReasons'] });

/** Configuration → custom options → rejection reasons (Recruiting II). */
export const rejectionReasonsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    rejectionReasons: build.query<RejectionReason[], void>({
      query: () => 'configuration/rejection-reasons',
      transformResponse: (answer: Envelope<RejectionReason[]>) => answer.data,
      providesTags: [TAG],
    }),
    saveRejectionReason: build.mutation<
      Envelope<RejectionReason>,
      { id?: string; body: RejectionReasonInput }
    >({
      query: ({ id, body }) =>
        id
          ? { url: `configuration/rejection-reasons/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'configuration/rejection-reasons', method: 'POST', body },
      invalidatesTags: [TAG],
    }),
    deleteRejectionReason: build.mutation<Envelope<null>, string>({
      query: (id) => ({
        url: `configuration/rejection-reasons/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [TAG],
    }),
  }),
});

export const { useRejectionReasonsQuery, useSaveRejectionReasonMutation, useDeleteRejectionReasonMutation } =
  rejectionReasonsApi;
