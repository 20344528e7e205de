import type { GoalCycle, GoalCycleInput } from '@atrium/shared/schemas/performance/goals';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { GoalCycle };

const LIST = { type: 'GoalCycle' as const, id: 'LIST' };

/** Settings → goal cycles, and the cycles every goal form and filter offers. */
export const goalCyclesApi = api.enhanceEndpoints({ addTagTypes: ['GoalCycle'] }).injectEndpoints({
  endpoints: (build) => ({
    listGoalCycles: build.query<GoalCycle[], void>({
      query: () => 'performance/goal-cycles',
      transformResponse: (answer: Envelope<GoalCycle[]>) => answer.data,
      providesTags: [LIST],
    }),
    saveGoalCycle: build.mutation<Envelope<GoalCycle>, { id?: string; body: GoalCycleInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `performance/goal-cycles/${id}`, method: 'PUT', body }
          : { url: 'performance/goal-cycles', method: 'POST', body },
      invalidatesTags: [LIST],
    }),
    deleteGoalCycle: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `performance/goal-cycles/${id}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useListGoalCyclesQuery, useSaveGoalCycleMutation, useDeleteGoalCycleMutation } = goalCyclesApi;
