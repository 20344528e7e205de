import type {
  CompanyValue,
  CompanyValueInput,
  CompanyValuePatch,
  FeedbackLog,
  FeedbackSettings,
  FeedbackType,
} from '@atrium/shared/schemas/performance/feedback-settings';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { CompanyValue, FeedbackLog, FeedbackSettings };

/**
 * Settings → feedback and the feedback log. The settings and values are read through the feedback
 * area's endpoints (its tags): a change here refreshes the give dialog and the wall's filter too.
 */
export const feedbackSettingsApi = api
  .enhanceEndpoints({ addTagTypes: ['FeedbackSettings', 'CompanyValue', 'FeedbackLog'] })
  .injectEndpoints({
    endpoints: (build) => ({
      savePermittedTypes: build.mutation<Envelope<FeedbackSettings>, FeedbackType[]>({
        query: (permittedTypes) => ({
          url: 'performance/feedback/settings/permitted-types',
          method: 'PUT',
          body: { permittedTypes },
        }),
        invalidatesTags: ['FeedbackSettings'],
      }),
      savePraiseWall: build.mutation<Envelope<FeedbackSettings>, boolean>({
        query: (praiseWallEnabled) => ({
          url: 'performance/feedback/settings/praise-wall',
          method: 'PUT',
          body: { praiseWallEnabled },
        }),
        invalidatesTags: ['FeedbackSettings'],
      }),
      createValue: build.mutation<Envelope<CompanyValue>, CompanyValueInput>({
        query: (body) => ({ url: 'performance/feedback/values', method: 'POST', body }),
        invalidatesTags: ['CompanyValue'],
      }),
      updateValue: build.mutation<Envelope<CompanyValue>, { id: string; body: CompanyValuePatch }>({
        query: ({ id, body }) => ({
          url: `performance/feedback/values/${encodeURIComponent(id)}`,
          method: 'PATCH',
          body,
        }),
        invalidatesTags: ['CompanyValue'],
      }),
      reorderValues: build.mutation<Envelope<CompanyValue[]>, string[]>({
        query: (ids) => ({ url: 'performance/feedback/values/order', method: 'PUT', body: { ids } }),
        invalidatesTags: ['CompanyValue'],
      }),
      removeValue: build.mutation<Envelope<{ deactivated: boolean }>, string>({
        query: (id) => ({ url: `performance/feedback/values/${encodeURIComponent(id)}`, method: 'DELETE' }),
        invalidatesTags: ['CompanyValue'],
      }),
      feedbackLog: build.query<FeedbackLog, Record<string, string | number>>({
        query: (params) => ({ url: 'performance/feedback/log', params }),
        transformResponse: (answer: Envelope<FeedbackLog>) => answer.data,
        providesTags: ['FeedbackLog'],
      }),
    }),
  });

export const {
  useSavePermittedTypesMutation,
  useSavePraiseWallMutation,
  useCreateValueMutation,
  useUpdateValueMutation,
  useReorderValuesMutation,
  useRemoveValueMutation,
  useFeedbackLogQuery,
} = feedbackSettingsApi;
