import type {
  CurrentUpdate,
  PeriodStatusPage,
  PeriodStatusRow,
  SentimentTrend,
  TeamUpdateSettings,
  TeamUpdateSettingsInput,
  UpdateContentInput,
  UpdateDetail,
  UpdateSummary,
} from '@atrium/shared/schemas/performance/updates';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { CurrentUpdate, PeriodStatusPage, PeriodStatusRow, SentimentTrend, UpdateDetail, UpdateSummary };

const data = <T>(answer: Envelope<T>) => answer.data;
const UPDATE = (id: string) => ({ type: 'Update' as const, id });
const ANY = { type: 'Update' as const, id: 'ANY' };

export interface PeriodStatusParams {
  scope: 'team' | 'all';
  date?: string;
  direct?: boolean;
  search?: string;
  page?: number;
  limit?: number;
}

/** Performance → Updates. A write answers the whole update, which replaces the cached one. */
export const updatesApi = api
  .enhanceEndpoints({ addTagTypes: ['Update', 'UpdateTeamSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getCurrentUpdate: build.query<CurrentUpdate, void>({
        query: () => 'performance/updates/current',
        transformResponse: data<CurrentUpdate>,
        providesTags: [ANY],
      }),
      listUpdates: build.query<Paged<UpdateSummary>, { personId?: string; page?: number; limit?: number }>({
        query: (params) => ({ url: 'performance/updates', params }),
        transformResponse: data<Paged<UpdateSummary>>,
        providesTags: [ANY],
      }),
      getUpdate: build.query<UpdateDetail, string>({
        query: (id) => `performance/updates/${encodeURIComponent(id)}`,
        transformResponse: data<UpdateDetail>,
        providesTags: (_r, _e, id) => [UPDATE(id)],
      }),
      periodStatus: build.query<PeriodStatusPage, PeriodStatusParams>({
        query: ({ direct, ...params }) => ({
          url: 'performance/updates/period',
          params: { ...params, ...(direct ? { direct: 'true' } : {}) },
        }),
        transformResponse: data<PeriodStatusPage>,
        providesTags: [ANY],
      }),
      sentimentTrend: build.query<SentimentTrend, { scope: 'person' | 'team'; personId?: string }>({
        query: (params) => ({ url: 'performance/updates/sentiment', params }),
        transformResponse: data<SentimentTrend>,
        providesTags: [ANY],
      }),
      saveUpdate: build.mutation<Envelope<UpdateDetail>, { id: string | null; body: UpdateContentInput }>({
        query: ({ id, body }) =>
          id
            ? { url: `performance/updates/${id}`, method: 'PUT', body }
            : { url: 'performance/updates', method: 'POST', body },
        invalidatesTags: [ANY],
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          try {
            const { data: answer } = await queryFulfilled;
            dispatch(updatesApi.util.upsertQueryData('getUpdate', answer.data.id, answer.data));
          } catch {
            // The form shows the error.
          }
        },
      }),
      updateWrite: build.mutation<
        Envelope<UpdateDetail>,
        { url: string; method: 'POST' | 'PATCH' | 'DELETE'; body?: object }
      >({
        query: ({ url, method, body }) => ({ url: `performance/updates/${url}`, method, body }),
        invalidatesTags: [ANY],
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          try {
            const { data: answer } = await queryFulfilled;
            dispatch(updatesApi.util.upsertQueryData('getUpdate', answer.data.id, answer.data));
          } catch {
            // The caller shows the error.
          }
        },
      }),
      getTeamSettings: build.query<TeamUpdateSettings, void>({
        query: () => 'performance/updates/team-settings',
        transformResponse: data<TeamUpdateSettings>,
        providesTags: ['UpdateTeamSettings'],
      }),
      saveTeamSettings: build.mutation<Envelope<TeamUpdateSettings>, TeamUpdateSettingsInput | null>({
        query: (body) =>
          body
            ? { url: 'performance/updates/team-settings', method: 'PUT', body }
            : { url: 'performance/updates/team-settings', method: 'DELETE' },
        invalidatesTags: ['UpdateTeamSettings', ANY],
      }),
    }),
  });

export const {
  useGetCurrentUpdateQuery,
  useListUpdatesQuery,
  useGetUpdateQuery,
  usePeriodStatusQuery,
  useSentimentTrendQuery,
  useSaveUpdateMutation,
  useUpdateWriteMutation,
  useGetTeamSettingsQuery,
  useSaveTeamSettingsMutation,
} = updatesApi;
