import type { DataFlow } from '@atrium/shared/schemas/onboarding/data-flow';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

const TAG = { type: 'OnboardingDataFlow', id: 'ONE' } as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['OnboardingDataFlow'] });

/** Onboarding settings → data flow: which of Recruiting's facts about a hire flow into Onboarding. */
export const dataFlowApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    dataFlow: build.query<DataFlow, void>({
      query: () => 'onboarding/settings/data-flow',
      transformResponse: (answer: Envelope<DataFlow>) => answer.data,
      providesTags: [TAG],
    }),
    saveDataFlow: build.mutation<Envelope<DataFlow>, DataFlow>({
      query: (body) => ({ url: 'onboarding/settings/data-flow', method: 'PUT', body }),
      // The answer is the setting as saved: the form starts over from it, with no second read racing edits.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(dataFlowApi.util.upsertQueryData('dataFlow', undefined, data.data));
      },
    }),
  }),
});

export const { useDataFlowQuery, useSaveDataFlowMutation } = dataFlowApi;
