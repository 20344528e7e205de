import type { OneOnOneTemplate, OneOnOneTemplateInput } from '@atrium/shared/schemas/performance/one-on-ones';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { OneOnOneTemplate };

const LIST = { type: 'OneOnOneTemplate' as const, id: 'LIST' };

/** Settings → 1-on-1s → templates, and the active ones offered when scheduling. */
export const oneOnOneTemplatesApi = api
  .enhanceEndpoints({ addTagTypes: ['OneOnOneTemplate'] })
  .injectEndpoints({
    endpoints: (build) => ({
      listOneOnOneTemplates: build.query<OneOnOneTemplate[], { activeOnly: boolean }>({
        query: ({ activeOnly }) => ({
          url: 'performance/one-on-ones/templates',
          params: activeOnly ? { active: 'true' } : {},
        }),
        transformResponse: (answer: Envelope<OneOnOneTemplate[]>) => answer.data,
        providesTags: [LIST],
      }),
      saveOneOnOneTemplate: build.mutation<
        Envelope<OneOnOneTemplate>,
        { id?: string; body: OneOnOneTemplateInput }
      >({
        query: ({ id, body }) =>
          id
            ? { url: `performance/one-on-ones/templates/${id}`, method: 'PUT', body }
            : { url: 'performance/one-on-ones/templates', method: 'POST', body },
        invalidatesTags: [LIST],
      }),
      duplicateOneOnOneTemplate: build.mutation<Envelope<OneOnOneTemplate>, string>({
        query: (id) => ({ url: `performance/one-on-ones/templates/${id}/duplicate`, method: 'POST' }),
        invalidatesTags: [LIST],
      }),
      deleteOneOnOneTemplate: build.mutation<Envelope<null>, string>({
        query: (id) => ({ url: `performance/one-on-ones/templates/${id}`, method: 'DELETE' }),
        invalidatesTags: [LIST],
      }),
    }),
  });

export const {
  useListOneOnOneTemplatesQuery,
  useSaveOneOnOneTemplateMutation,
  useDuplicateOneOnOneTemplateMutation,
  useDeleteOneOnOneTemplateMutation,
} = oneOnOneTemplatesApi;
