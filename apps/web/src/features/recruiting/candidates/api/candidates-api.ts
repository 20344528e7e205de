import type { z } from 'zod';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type {
  BulkActionBody,
  bulkResultSchema,
  CandidateActivity,
  CandidateApplication,
  CandidateDetail,
  CandidateFilterOptions,
  CandidateList,
  CandidateListItem,
  CandidateNoteInput,
  CandidateUpdateInput,
  RejectApplicationInput,
  TransferApplicationInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';
import type { ListQueryParams } from '../../../../components/data-table/list-query';

export type {
  CandidateActivity,
  CandidateApplication,
  CandidateDetail,
  CandidateFilterOptions,
  CandidateListItem,
};

export type BulkResult = z.infer<typeof bulkResultSchema>;

export type ActivityFilter = 'all' | 'notes' | 'emails' | 'activity';
export const ACTIVITY_PAGE_SIZE = 20;

const LIST_TAG = { type: 'Candidates', id: 'LIST' } as const;
const OPTIONS_TAG = { type: 'CandidateFilterOptions', id: 'LIST' } as const;
const candidateTag = (id: string) => ({ type: 'Candidates' as const, id });
const activityTag = (id: string) => ({ type: 'CandidateActivity' as const, id });
/** What changes when anything about one candidate does: their page, their feed and the list. */
const everythingOf = (candidateId: string) => [LIST_TAG, candidateTag(candidateId), activityTag(candidateId)];
// A move, a rejection or a transfer changes the jobs' pipelines, boards and review queues too.
export const PIPELINES = ['JobPipeline', 'JobApplications', 'JobBoard', 'ApplicationReview'] as const;

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['Candidates', 'CandidateActivity', 'CandidateFilterOptions', 'CandidateTags', ...PIPELINES],
});

/** One application's action, named with its candidate so the candidate's page refetches. */
interface ApplicationAction<B = Record<string, never>> {
  candidateId: string;
  applicationId: string;
  body: B;
}

const applicationAction =
  (action: string) =>
  ({ applicationId, body }: ApplicationAction<unknown>) => ({
    url: `applications/${encodeURIComponent(applicationId)}/${action}`,
    method: 'POST',
    body,
  });

/** What an application's move, rejection or transfer changes: its candidate and every pipeline view. */
export const applicationChangeTags = (candidateId: string) => [...everythingOf(candidateId), ...PIPELINES];

// Invalidated on failure too: a 409 from a stale screen should leave the screen showing what is true now.
const invalidatesCandidate = (_result: unknown, _error: unknown, { candidateId }: { candidateId: string }) =>
  applicationChangeTags(candidateId);

/** /api/candidates and the actions on their applications (Recruiting II, issue 18). */
export const candidatesApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listCandidates: build.query<CandidateList, ListQueryParams>({
      query: (params) => ({ url: 'candidates', params }),
      transformResponse: (answer: Envelope<CandidateList>) => answer.data,
      providesTags: [LIST_TAG],
    }),
    candidateFilterOptions: build.query<CandidateFilterOptions, void>({
      query: () => 'candidates/filter-options',
      transformResponse: (answer: Envelope<CandidateFilterOptions>) => answer.data,
      providesTags: [OPTIONS_TAG],
    }),
    getCandidate: build.query<CandidateDetail, string>({
      query: (id) => `candidates/${encodeURIComponent(id)}`,
      transformResponse: (answer: Envelope<CandidateDetail>) => answer.data,
      providesTags: (_result, _error, id) => [candidateTag(id)],
    }),
    updateCandidate: build.mutation<Envelope<CandidateDetail>, { id: string; body: CandidateUpdateInput }>({
      query: ({ id, body }) => ({ url: `candidates/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [...everythingOf(id), OPTIONS_TAG],
    }),
    setCandidateTags: build.mutation<Envelope<CandidateDetail>, { id: string; tagIds: string[] }>({
      query: ({ id, tagIds }) => ({
        url: `candidates/${encodeURIComponent(id)}/tags`,
        method: 'PUT',
        body: { tagIds },
      }),
      // The configuration page counts each tag's candidates.
      invalidatesTags: (_result, _error, { id }) => [...everythingOf(id), 'CandidateTags'],
    }),
    // An infinite query, so a new note refetches every page already shown and the feed stays in order.
    candidateActivity: build.infiniteQuery<
      Paged<CandidateActivity>,
      { id: string; kind: ActivityFilter },
      number
    >({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
      },
      query: ({ queryArg: { id, kind }, pageParam }) => ({
        url: `candidates/${encodeURIComponent(id)}/activity`,
        params: { page: pageParam, limit: ACTIVITY_PAGE_SIZE, kind },
      }),
      transformResponse: (answer: Envelope<Paged<CandidateActivity>>) => answer.data,
      providesTags: (_result, _error, { id }) => [activityTag(id)],
    }),
    addCandidateNote: build.mutation<Envelope<CandidateActivity>, { id: string; body: CandidateNoteInput }>({
      query: ({ id, body }) => ({ url: `candidates/${encodeURIComponent(id)}/notes`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => everythingOf(id),
    }),
    moveApplication: build.mutation<
      Envelope<CandidateApplication>,
      ApplicationAction<{ toStageId: string; fromStageId?: string }>
    >({ query: applicationAction('move'), invalidatesTags: invalidatesCandidate }),
    advanceApplication: build.mutation<
      Envelope<CandidateApplication>,
      ApplicationAction<{ fromStageId?: string }>
    >({ query: applicationAction('advance'), invalidatesTags: invalidatesCandidate }),
    rejectApplication: build.mutation<
      Envelope<CandidateApplication>,
      ApplicationAction<RejectApplicationInput>
    >({
      query: applicationAction('reject'),
      invalidatesTags: invalidatesCandidate,
    }),
    unrejectApplication: build.mutation<Envelope<CandidateApplication>, ApplicationAction>({
      query: applicationAction('unreject'),
      invalidatesTags: invalidatesCandidate,
    }),
    transferApplication: build.mutation<
      Envelope<CandidateApplication>,
      ApplicationAction<TransferApplicationInput>
    >({ query: applicationAction('transfer'), invalidatesTags: invalidatesCandidate }),
    // The duplicate is gone afterwards: its own entry is dropped, and the primary shows the merged profile.
    mergeCandidates: build.mutation<Envelope<CandidateDetail>, { primaryId: string; duplicateId: string }>({
      query: ({ primaryId, duplicateId }) => ({
        url: `candidates/${encodeURIComponent(primaryId)}/merge`,
        method: 'POST',
        body: { duplicateId },
      }),
      invalidatesTags: (result, _error, { primaryId, duplicateId }) =>
        result ? [...everythingOf(primaryId), candidateTag(duplicateId), ...PIPELINES] : [],
    }),
    // A bulk action may change any candidate of the list, their feeds, the pipelines and the tags' counts.
    bulkCandidateAction: build.mutation<Envelope<BulkResult>, BulkActionBody>({
      query: (body) => ({ url: 'candidates/bulk', method: 'POST', body }),
      invalidatesTags: (result) =>
        result ? ['Candidates', 'CandidateActivity', 'CandidateTags', ...PIPELINES] : [],
    }),
    cancelCandidateEmail: build.mutation<Envelope<null>, { candidateId: string; emailId: string }>({
      query: ({ emailId }) => ({ url: `candidate-emails/${encodeURIComponent(emailId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { candidateId }) => everythingOf(candidateId),
    }),
  }),
});

export const {
  useListCandidatesQuery,
  useLazyListCandidatesQuery,
  useCandidateFilterOptionsQuery,
  useGetCandidateQuery,
  useUpdateCandidateMutation,
  useSetCandidateTagsMutation,
  useCandidateActivityInfiniteQuery,
  useAddCandidateNoteMutation,
  useMoveApplicationMutation,
  useAdvanceApplicationMutation,
  useRejectApplicationMutation,
  useUnrejectApplicationMutation,
  useTransferApplicationMutation,
  useCancelCandidateEmailMutation,
  useMergeCandidatesMutation,
  useBulkCandidateActionMutation,
} = candidatesApi;
