import type { CustomField, CustomFieldBody } from '@atrium/shared/schemas/recruiting/custom-fields';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

export type { CustomField };

const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['CustomFields'] });
const BASE = 'configuration/custom-fields/jobs';

export const customFieldsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    listCustomFields: build.query<CustomField[], void>({
      query: () => BASE,
      transformResponse: (answer: Envelope<CustomField[]>) => answer.data,
      providesTags: ['CustomFields'],
    }),
    saveCustomField: build.mutation<Envelope<CustomField>, { id?: string; body: CustomFieldBody }>({
      query: ({ id, body }) =>
        id
          ? { url: `${BASE}/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: BASE, method: 'POST', body },
      invalidatesTags: ['CustomFields'],
    }),
    setCustomFieldArchived: build.mutation<Envelope<CustomField>, { id: string; archived: boolean }>({
      query: ({ id, archived }) => ({
        url: `${BASE}/${encodeURIComponent(id)}/${archived ? 'archive' : 'restore'}`,
        method: 'POST',
      }),
      invalidatesTags: ['CustomFields'],
    }),
    reorderCustomFields: build.mutation<Envelope<CustomField[]>, string[]>({
      query: (ids) => ({ url: `${BASE}/order`, method: 'PUT', body: { ids } }),
      invalidatesTags: ['CustomFields'],
    }),
    deleteCustomField: build.mutation<Envelope<null>, string>({
      query: (id) => ({ url: `${BASE}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['CustomFields'],
    }),
  }),
});

export const {
  useListCustomFieldsQuery,
  useSaveCustomFieldMutation,
  useSetCustomFieldArchivedMutation,
  useReorderCustomFieldsMutation,
  useDeleteCustomFieldMutation,
} = customFieldsApi;
