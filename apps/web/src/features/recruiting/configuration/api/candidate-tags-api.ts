import type { CandidateTag, CandidateTagInput } from '@atrium/shared/schemas/recruiting/candidates';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { CandidateTag };

const TAG = { type: 'CandidateTags', id: 'LIST' } as const;
// Candidates show their tags by name and filter by them: a rename or a delete changes what they show.
const CANDIDATE_VIEWS = ['Candidates', 'CandidateFilterOptions'] as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['CandidateTags', ...CANDIDATE_VIEWS] });

/** Configuration → custom options → candidate tags (Recruiting II). */
export const candidateTagsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    candidateTags: build.query<CandidateTag[], void>({
      query: () => 'configuration/candidate-tags',
      transformResponse: (answer: Envelope<CandidateTag[]>) => answer.data,
      providesTags: [TAG],
    }),
    saveCandidateTag: build.mutation<Envelope<CandidateTag>, { id?: string; body: CandidateTagInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `configuration/candidate-tags/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'configuration/candidate-tags', method: 'POST', body },
      invalidatesTags: [TAG, ...CANDIDATE_VIEWS],
    }),
    deleteCandidateTag: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `configuration/candidate-tags/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAG, ...CANDIDATE_VIEWS],
    }),
  }),
});

export const { useCandidateTagsQuery, useSaveCandidateTagMutation, useDeleteCandidateTagMutation } =
  candidateTagsApi;
