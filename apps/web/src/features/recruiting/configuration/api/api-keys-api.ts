import type { ApiKey, ApiKeyBody, CreatedApiKey } from '@atrium/shared/schemas/recruiting/job-board-api-keys';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { ApiKey, CreatedApiKey };

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['ApiKeys'] });
const BASE = 'configuration/dev-center/api-keys';

export const apiKeysApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listApiKeys: build.query<ApiKey[], void>({
      query: () => BASE,
      transformResponse: (answer: Envelope<ApiKey[]>) => answer.data,
      providesTags: ['ApiKeys'],
    }),
    createApiKey: build.mutation<Envelope<CreatedApiKey>, ApiKeyBody>({
      query: (body) => ({ url: BASE, method: 'POST', body }),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeApiKey: build.mutation<Envelope<ApiKey>, string>({
      query: (id) => ({ url: `${BASE}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKeys'],
    }),
  }),
});

export const { useListApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } = apiKeysApi;
