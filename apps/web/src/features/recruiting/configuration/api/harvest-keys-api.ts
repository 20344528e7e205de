import type {
  CreatedHarvestKey,
  HarvestKey,
  HarvestKeyInput,
} from '@atrium/shared/schemas/recruiting/harvest';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { CreatedHarvestKey, HarvestKey };

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['HarvestKeys'] });
const BASE = 'configuration/dev-center/harvest-keys';

/** Dev center → API credentials: keys of the Harvest API, each allowed the endpoints it names. */
export const harvestKeysApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listHarvestKeys: build.query<HarvestKey[], void>({
      query: () => BASE,
      transformResponse: (answer: Envelope<HarvestKey[]>) => answer.data,
      providesTags: ['HarvestKeys'],
    }),
    createHarvestKey: build.mutation<Envelope<CreatedHarvestKey>, HarvestKeyInput>({
      query: (body) => ({ url: BASE, method: 'POST', body }),
      invalidatesTags: ['HarvestKeys'],
    }),
    revokeHarvestKey: build.mutation<Envelope<HarvestKey>, string>({
      query: (id) => ({ url: `${BASE}/${encodeURIComponent(id)}/revoke`, method: 'POST' }),
      invalidatesTags: ['HarvestKeys'],
    }),
  }),
});

export const { useListHarvestKeysQuery, useCreateHarvestKeyMutation, useRevokeHarvestKeyMutation } =
  harvestKeysApi;
