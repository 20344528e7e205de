import type {
  AlignmentOption,
  CheckInInput,
  GoalDetail,
  GoalInput,
  GoalLevel,
  GoalSummary,
  GoalTree,
  GoalTreeQuery,
} from '@atrium/shared/schemas/performance/goals';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { AlignmentOption, GoalDetail, GoalSummary, GoalTree };

const data = <T>(answer: Envelope<T>) => answer.data;
const GOAL = (id: string) => ({ type: 'Goal' as const, id });
// A change to one goal can move the progress of every goal above it: lists and trees reload.
const LISTS = [
  { type: 'Goal' as const, id: 'LIST' },
  { type: 'Goal' as const, id: 'TREE' },
];

/** Performance → Goals. A write answers the goal, which replaces the cached one. */
export const goalsApi = api.enhanceEndpoints({ addTagTypes: ['Goal', 'GoalCycle'] }).injectEndpoints({
  endpoints: (build) => ({
    listGoals: build.query<Paged<GoalSummary>, ListQueryParams>({
      query: (params) => ({ url: 'performance/goals', params }),
      transformResponse: data<Paged<GoalSummary>>,
      providesTags: [LISTS[0]!],
    }),
    goalTree: build.query<GoalTree, Partial<GoalTreeQuery>>({
      query: (params) => ({ url: 'performance/goals/tree', params }),
      transformResponse: data<GoalTree>,
      providesTags: [LISTS[1]!],
    }),
    getGoal: build.query<GoalDetail, string>({
      query: (id) => `performance/goals/${encodeURIComponent(id)}`,
      transformResponse: data<GoalDetail>,
      // Any goal may have moved with another's change (its parent's, a child's).
      providesTags: (_r, _e, id) => [GOAL(id), { type: 'Goal', id: 'ANY' }],
    }),
    alignmentOptions: build.query<
      AlignmentOption[],
      { search?: string; excludeId?: string; level: GoalLevel }
    >({
      query: (params) => ({ url: 'performance/goals/alignment-options', params }),
      transformResponse: data<AlignmentOption[]>,
    }),
    saveGoal: build.mutation<Envelope<GoalDetail>, { id?: string; body: GoalInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `performance/goals/${id}`, method: 'PUT', body }
          : { url: 'performance/goals', method: 'POST', body },
      invalidatesTags: [...LISTS, { type: 'Goal', id: 'ANY' }, { type: 'GoalCycle', id: 'LIST' }],
    }),
    deleteGoal: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `performance/goals/${id}`, method: 'DELETE' }),
      invalidatesTags: [...LISTS, { type: 'Goal', id: 'ANY' }, { type: 'GoalCycle', id: 'LIST' }],
    }),
    checkInGoal: build.mutation<Envelope<GoalDetail>, { id: string; body: CheckInInput }>({
      query: ({ id, body }) => ({ url: `performance/goals/${id}/check-ins`, method: 'POST', body }),
      invalidatesTags: [...LISTS, { type: 'Goal', id: 'ANY' }],
    }),
    reopenGoal: build.mutation<Envelope<GoalDetail>, string>({
      query: (id) => ({ url: `performance/goals/${id}/reopen`, method: 'POST' }),
      invalidatesTags: [...LISTS, { type: 'Goal', id: 'ANY' }],
    }),
  }),
});

export const {
  useListGoalsQuery,
  useGoalTreeQuery,
  useGetGoalQuery,
  useSaveGoalMutation,
  useDeleteGoalMutation,
  useCheckInGoalMutation,
  useReopenGoalMutation,
} = goalsApi;
