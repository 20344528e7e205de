import type { Paged } from '@atrium/shared/schemas/platform/api';
import type {
  FeedbackAnswersInput,
  FeedbackRequest,
  FeedbackSet,
  FeedbackSetInput,
} from '@atrium/shared/schemas/onboarding/feedback';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { FeedbackRequest, FeedbackSet };

const SETS = { type: 'OnboardingFeedbackSets', id: 'LIST' } as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['OnboardingFeedbackSets', 'OnboardingFeedback'] });

/** Onboarding settings → feedback, the hire's own request, and the answers for HR. */
export const feedbackApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    feedbackSets: build.query<FeedbackSet[], void>({
      query: () => 'onboarding/settings/feedback',
      transformResponse: (answer: Envelope<FeedbackSet[]>) => answer.data,
      providesTags: [SETS],
    }),
    saveFeedbackSet: build.mutation<Envelope<FeedbackSet>, { id?: string; body: FeedbackSetInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `onboarding/settings/feedback/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'onboarding/settings/feedback', method: 'POST', body },
      invalidatesTags: [SETS],
    }),
    addDefaultFeedbackSets: build.mutation<Envelope<FeedbackSet[]>, void>({
      query: () => ({ url: 'onboarding/settings/feedback/defaults', method: 'POST' }),
      invalidatesTags: [SETS],
    }),
    deleteFeedbackSet: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `onboarding/settings/feedback/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [SETS],
    }),
    myFeedbackRequest: build.query<FeedbackRequest, string>({
      query: (id) => `onboarding/feedback/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<FeedbackRequest>) => answer.data,
      providesTags: (_result, _error, id) => [{ type: 'OnboardingFeedback', id }],
    }),
    answerFeedbackRequest: build.mutation<
      Envelope<FeedbackRequest>,
      { id: string; body: FeedbackAnswersInput }
    >({
      query: ({ id, body }) => ({
        url: `onboarding/feedback/${encodeURIComponent(id)}/answers`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'OnboardingFeedback', id },
        'OnboardingFeedback',
      ],
    }),
    hireFeedback: build.query<FeedbackRequest[], string>({
      query: (newHireId) => `onboarding/new-hires/${encodeURIComponent(newHireId)}/feedback`,
      transformResponse: (answer: Envelope<FeedbackRequest[]>) => answer.data,
      providesTags: ['OnboardingFeedback'],
    }),
    answeredFeedback: build.query<Paged<FeedbackRequest>, { page: number; limit: number; setId?: string }>({
      query: (params) => ({ url: 'onboarding/feedback', params }),
      transformResponse: (answer: Envelope<Paged<FeedbackRequest>>) => answer.data,
      providesTags: ['OnboardingFeedback'],
    }),
  }),
});

export const {
  useFeedbackSetsQuery,
  useSaveFeedbackSetMutation,
  useAddDefaultFeedbackSetsMutation,
  useDeleteFeedbackSetMutation,
  useMyFeedbackRequestQuery,
  useAnswerFeedbackRequestMutation,
  useHireFeedbackQuery,
  useAnsweredFeedbackQuery,
} = feedbackApi;
