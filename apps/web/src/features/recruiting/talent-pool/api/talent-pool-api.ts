import type { Paged } from '@atrium/shared/schemas/platform/api';
import type {
  AddProspectBody,
  Pool,
  PoolFormValues,
  Prospect,
} from '@atrium/shared/schemas/recruiting/talent-pool';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';
import { applicationChangeTags, PIPELINES } from '../../candidates/api/candidates-api';

export type { Pool, Prospect };
export type PoolStage = Pool['stages'][number];

/** Prospects fetched per page of a stage's column. */
export const PROSPECT_PAGE_SIZE = 25;

/** One column of the board: a stage of a pool, narrowed by the page's search and owner. */
export interface ProspectColumnArg {
  poolId: string;
  stageId: string;
  search?: string;
  ownerId?: string;
}

const POOLS = 'TalentPools' as const;
const PROSPECTS = 'Prospects' as const;

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: [POOLS, PROSPECTS, 'Candidates', 'CandidateActivity', ...PIPELINES],
});

/** What a prospect's change touches: the pools' counts, every column, and the candidate's page and feed. */
const prospectChange = (candidateId: string) => [
  POOLS,
  PROSPECTS,
  { type: 'Candidates' as const, id: candidateId },
  { type: 'CandidateActivity' as const, id: candidateId },
];

interface ProspectAction<B> {
  id: string;
  /** The prospect's candidate, whose page and feed refetch. */
  candidateId: string;
  body: B;
}

/** /api/talent-pool: the pools (configured) and the prospects in them (issue 18). */
export const talentPoolApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listPools: build.query<Pool[], void>({
      query: () => 'talent-pool/pools',
      transformResponse: (answer: Envelope<Pool[]>) => answer.data,
      providesTags: [POOLS],
    }),
    createPool: build.mutation<Envelope<Pool>, PoolFormValues>({
      query: (body) => ({ url: 'talent-pool/pools', method: 'POST', body }),
      invalidatesTags: (result) => (result ? [POOLS] : []),
    }),
    // A renamed or removed stage shows on the prospects too (a removed stage's go to the first).
    updatePool: build.mutation<Envelope<Pool>, { id: string; body: PoolFormValues }>({
      query: ({ id, body }) => ({ url: `talent-pool/pools/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (result) => (result ? [POOLS, PROSPECTS] : []),
    }),
    // Refetched on a refusal too: a 409 says the pool holds prospects the screen may not show yet.
    deletePool: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `talent-pool/pools/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [POOLS],
    }),
    // An infinite query per column, so a change refetches every page a column already shows.
    prospects: build.infiniteQuery<Paged<Prospect>, ProspectColumnArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
      },
      query: ({ queryArg: { poolId, stageId, search, ownerId }, pageParam }) => ({
        url: 'talent-pool/prospects',
        params: {
          poolId,
          stageId,
          page: pageParam,
          limit: PROSPECT_PAGE_SIZE,
          ...(search ? { search } : {}),
          ...(ownerId ? { ownerId } : {}),
        },
      }),
      transformResponse: (answer: Envelope<Paged<Prospect>>) => answer.data,
      providesTags: [PROSPECTS],
    }),
    addProspect: build.mutation<Envelope<Prospect>, AddProspectBody>({
      query: (body) => ({ url: 'talent-pool/prospects', method: 'POST', body }),
      // Someone new is a candidate too, so the candidates list changes.
      invalidatesTags: (result) =>
        result ? [...prospectChange(result.data.candidate.id), { type: 'Candidates', id: 'LIST' }] : [],
    }),
    // These refetch on a refusal too: a 409 (converted meanwhile, already there) means the screen is stale.
    moveProspect: build.mutation<Envelope<Prospect>, ProspectAction<{ stageId: string }>>({
      query: ({ id, body }) => ({
        url: `talent-pool/prospects/${encodeURIComponent(id)}/move`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { candidateId }) => prospectChange(candidateId),
    }),
    setProspectOwner: build.mutation<Envelope<Prospect>, ProspectAction<{ ownerId: string | null }>>({
      query: ({ id, body }) => ({
        url: `talent-pool/prospects/${encodeURIComponent(id)}/owner`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { candidateId }) => prospectChange(candidateId),
    }),
    // A new application: the candidate's page, the candidates list and the job's pipeline change.
    convertProspect: build.mutation<
      Envelope<Prospect>,
      ProspectAction<{ jobId: string; stageId: string | null }>
    >({
      query: ({ id, body }) => ({
        url: `talent-pool/prospects/${encodeURIComponent(id)}/convert`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { candidateId }) => [
        POOLS,
        PROSPECTS,
        ...applicationChangeTags(candidateId),
      ],
    }),
    removeProspect: build.mutation<Envelope<null>, { id: string; candidateId: string }>({
      query: ({ id }) => ({ url: `talent-pool/prospects/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { candidateId }) => prospectChange(candidateId),
    }),
  }),
});

export const {
  useListPoolsQuery,
  useCreatePoolMutation,
  useUpdatePoolMutation,
  useDeletePoolMutation,
  useProspectsInfiniteQuery,
  useAddProspectMutation,
  useMoveProspectMutation,
  useSetProspectOwnerMutation,
  useConvertProspectMutation,
  useRemoveProspectMutation,
} = talentPoolApi;
