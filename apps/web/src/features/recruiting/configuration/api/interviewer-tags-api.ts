import type {
  Interviewer,
  InterviewerTag,
  InterviewerTagInput,
  UserInterviewerTags,
} from '@atrium/shared/schemas/recruiting/interviewer-tags';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { Interviewer, InterviewerTag };

const TAGS = { type: 'InterviewerTags', id: 'LIST' } as const;
// The scheduler's interviewer search shows each person's tags.
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['InterviewerTags', 'Interviewers'] });

/** Configuration → custom options → interviewer tags (Recruiting III), and the interviewer search. */
export const interviewerTagsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    interviewerTags: build.query<InterviewerTag[], void>({
      query: () => 'configuration/interviewer-tags',
      transformResponse: (answer: Envelope<InterviewerTag[]>) => answer.data,
      providesTags: [TAGS],
    }),
    saveInterviewerTag: build.mutation<Envelope<InterviewerTag>, { id?: string; body: InterviewerTagInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `configuration/interviewer-tags/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'configuration/interviewer-tags', method: 'POST', body },
      invalidatesTags: [TAGS, 'Interviewers'],
    }),
    deleteInterviewerTag: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `configuration/interviewer-tags/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAGS, 'Interviewers'],
    }),
    /** The whole set of a colleague's tags. */
    setUserInterviewerTags: build.mutation<
      Envelope<UserInterviewerTags>,
      { userId: string; tagIds: string[] }
    >({
      query: ({ userId, tagIds }) => ({
        url: `configuration/users/${encodeURIComponent(userId)}/interviewer-tags`,
        method: 'PUT',
        body: { tagIds },
      }),
      invalidatesTags: [TAGS, 'Interviewers'],
    }),
    interviewers: build.query<Interviewer[], { tagId?: string; search?: string }>({
      query: (params) => ({ url: 'interviewers', params }),
      transformResponse: (answer: Envelope<Interviewer[]>) => answer.data,
      providesTags: ['Interviewers'],
    }),
  }),
});

export const {
  useInterviewerTagsQuery,
  useSaveInterviewerTagMutation,
  useDeleteInterviewerTagMutation,
  useSetUserInterviewerTagsMutation,
  useInterviewersQuery,
  useLazyInterviewersQuery,
} = interviewerTagsApi;
