import type {
  FeedbackComment,
  FeedbackItem,
  FeedbackKind,
  FeedbackView,
  GiveFeedbackInput,
  Praise,
  PraiseReaction,
  PraiseWall,
  ReactionCount,
} from '@atrium/shared/schemas/performance/feedback';
import type {
  CreateFeedbackRequestInput,
  FeedbackPrivateNote,
  FeedbackRequest,
  FeedbackRequestDetail,
  RequestView,
} from '@atrium/shared/schemas/performance/feedback-requests';
import type { CompanyValue, FeedbackSettings } from '@atrium/shared/schemas/performance/feedback-settings';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type {
  CompanyValue,
  FeedbackComment,
  FeedbackItem,
  FeedbackPrivateNote,
  FeedbackRequest,
  FeedbackRequestDetail,
  FeedbackSettings,
  Praise,
  ReactionCount,
};

const data = <T>(answer: Envelope<T>) => answer.data;
const TAGS = [
  'Praise',
  'Feedback',
  'FeedbackRequest',
  'FeedbackNote',
  'FeedbackSettings',
  'CompanyValue',
] as const;

export interface PraiseWallArg {
  recipientId?: string;
  valueId?: string;
  team?: boolean;
}
export interface FeedbackListArg {
  view: FeedbackView;
  kind?: FeedbackKind;
  personId?: string;
  page: number;
  limit: number;
}

/**
 * Performance → feedback. The wall is an infinite query (a cursor a page); giving feedback or
 * answering a request refetches the lists it belongs to. Reactions and comments answer what changed,
 * which the card keeps, so the wall is not read again for a click.
 */
export const feedbackApi = api.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    feedbackSettings: build.query<FeedbackSettings, void>({
      query: () => 'performance/feedback/settings',
      transformResponse: data<FeedbackSettings>,
      providesTags: ['FeedbackSettings'],
    }),
    companyValues: build.query<CompanyValue[], { includeInactive?: boolean } | void>({
      query: (arg) => ({
        url: 'performance/feedback/values',
        params: arg?.includeInactive ? { includeInactive: 'true' } : {},
      }),
      transformResponse: data<CompanyValue[]>,
      providesTags: ['CompanyValue'],
    }),
    praiseWall: build.infiniteQuery<PraiseWall, PraiseWallArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'performance/feedback/praise',
        params: {
          ...(queryArg.recipientId && { recipientId: queryArg.recipientId }),
          ...(queryArg.valueId && { valueId: queryArg.valueId }),
          ...(queryArg.team && { team: 'true' }),
          ...(pageParam && { cursor: pageParam }),
        },
      }),
      transformResponse: data<PraiseWall>,
      providesTags: ['Praise'],
    }),
    listFeedback: build.query<Paged<FeedbackItem>, FeedbackListArg>({
      query: (params) => ({ url: 'performance/feedback', params }),
      transformResponse: data<Paged<FeedbackItem>>,
      providesTags: ['Feedback'],
    }),
    giveFeedback: build.mutation<Envelope<{ items: FeedbackItem[] }>, GiveFeedbackInput>({
      query: (body) => ({ url: 'performance/feedback', method: 'POST', body }),
      invalidatesTags: ['Praise', 'Feedback'],
    }),
    toggleReaction: build.mutation<ReactionCount[], { id: string; reaction: PraiseReaction }>({
      query: ({ id, reaction }) => ({
        url: `performance/feedback/${encodeURIComponent(id)}/reactions`,
        method: 'POST',
        body: { reaction },
      }),
      transformResponse: (answer: Envelope<{ reactions: ReactionCount[] }>) => answer.data.reactions,
    }),
    feedbackComments: build.query<FeedbackComment[], string>({
      query: (id) => `performance/feedback/${encodeURIComponent(id)}/comments`,
      transformResponse: (answer: Envelope<{ items: FeedbackComment[] }>) => answer.data.items,
    }),
    addComment: build.mutation<FeedbackComment, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `performance/feedback/${encodeURIComponent(id)}/comments`,
        method: 'POST',
        body: { body },
      }),
      transformResponse: data<FeedbackComment>,
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data: comment } = await queryFulfilled;
          dispatch(
            feedbackApi.util.updateQueryData('feedbackComments', id, (draft) => void draft.push(comment)),
          );
        } catch {
          // The form shows the error.
        }
      },
    }),
    deleteComment: build.mutation<Envelope<null>, { feedbackId: string; commentId: string }>({
      query: ({ commentId }) => ({
        url: `performance/feedback/comments/${encodeURIComponent(commentId)}`,
        method: 'DELETE',
      }),
      async onQueryStarted({ feedbackId, commentId }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            feedbackApi.util.updateQueryData('feedbackComments', feedbackId, (draft) =>
              draft.filter((comment) => comment.id !== commentId),
            ),
          );
        } catch {
          // The caller shows the error.
        }
      },
    }),
    listRequests: build.query<
      Paged<FeedbackRequest>,
      { view: RequestView; status?: 'pending' | 'done' | 'all'; page: number; limit: number }
    >({
      query: (params) => ({ url: 'performance/feedback/requests', params }),
      transformResponse: data<Paged<FeedbackRequest>>,
      providesTags: ['FeedbackRequest'],
    }),
    getRequest: build.query<FeedbackRequestDetail, string>({
      query: (id) => `performance/feedback/requests/${encodeURIComponent(id)}`,
      transformResponse: data<FeedbackRequestDetail>,
      providesTags: ['FeedbackRequest'],
    }),
    createRequest: build.mutation<Envelope<FeedbackRequestDetail>, CreateFeedbackRequestInput>({
      query: (body) => ({ url: 'performance/feedback/requests', method: 'POST', body }),
      invalidatesTags: ['FeedbackRequest'],
    }),
    answerRequest: build.mutation<Envelope<FeedbackItem>, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `performance/feedback/requests/${encodeURIComponent(id)}/answer`,
        method: 'POST',
        body: { body },
      }),
      invalidatesTags: ['FeedbackRequest', 'Feedback'],
    }),
    declineRequest: build.mutation<Envelope<FeedbackRequestDetail>, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `performance/feedback/requests/${encodeURIComponent(id)}/decline`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['FeedbackRequest'],
    }),
    cancelRequest: build.mutation<Envelope<FeedbackRequestDetail>, string>({
      query: (id) => ({
        url: `performance/feedback/requests/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
      }),
      invalidatesTags: ['FeedbackRequest'],
    }),
    listNotes: build.query<Paged<FeedbackPrivateNote>, { subjectId?: string; page: number; limit: number }>({
      query: (params) => ({ url: 'performance/feedback/private-notes', params }),
      transformResponse: data<Paged<FeedbackPrivateNote>>,
      providesTags: ['FeedbackNote'],
    }),
    createNote: build.mutation<Envelope<FeedbackPrivateNote>, { subjectId: string; body: string }>({
      query: (body) => ({ url: 'performance/feedback/private-notes', method: 'POST', body }),
      invalidatesTags: ['FeedbackNote'],
    }),
    updateNote: build.mutation<Envelope<FeedbackPrivateNote>, { id: string; body: string }>({
      query: ({ id, body }) => ({
        url: `performance/feedback/private-notes/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { body },
      }),
      invalidatesTags: ['FeedbackNote'],
    }),
    deleteNote: build.mutation<Envelope<null>, string>({
      query: (id) => ({
        url: `performance/feedback/private-notes/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['FeedbackNote'],
    }),
  }),
});

export const {
  useFeedbackSettingsQuery,
  useCompanyValuesQuery,
  usePraiseWallInfiniteQuery,
  useListFeedbackQuery,
  useGiveFeedbackMutation,
  useToggleReactionMutation,
  useFeedbackCommentsQuery,
  useAddCommentMutation,
  useDeleteCommentMutation,
  useListRequestsQuery,
  useGetRequestQuery,
  useCreateRequestMutation,
  useAnswerRequestMutation,
  useDeclineRequestMutation,
  useCancelRequestMutation,
  useListNotesQuery,
  useCreateNoteMutation,
  useUpdateNoteMutation,
  useDeleteNoteMutation,
} = feedbackApi;
