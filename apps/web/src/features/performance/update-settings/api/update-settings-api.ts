import type {
  UpdateSettings,
  UpdateSettingsInput,
  UpdatesLogPage,
  UpdatesLogRow,
} from '@atrium/shared/schemas/performance/updates';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { UpdateSettings, UpdatesLogPage, UpdatesLogRow };

/** Settings → Updates (the company's questions and schedule) and the updates log. */
export const updateSettingsApi = api.enhanceEndpoints({ addTagTypes: ['UpdateSettings'] }).injectEndpoints({
  endpoints: (build) => ({
    getUpdateSettings: build.query<UpdateSettings, void>({
      query: () => 'performance/settings/updates',
      transformResponse: (answer: Envelope<UpdateSettings>) => answer.data,
      providesTags: ['UpdateSettings'],
    }),
    saveUpdateSettings: build.mutation<Envelope<UpdateSettings>, UpdateSettingsInput>({
      query: (body) => ({ url: 'performance/settings/updates', method: 'PUT', body }),
      invalidatesTags: ['UpdateSettings'],
    }),
    updatesLog: build.query<
      UpdatesLogPage,
      { date?: string; search?: string; page?: number; limit?: number }
    >({
      query: (params) => ({ url: 'performance/settings/updates-log', params }),
      transformResponse: (answer: Envelope<UpdatesLogPage>) => answer.data,
    }),
  }),
});

export const {
  useGetUpdateSettingsQuery,
  useSaveUpdateSettingsMutation,
  useUpdatesLogQuery,
  useLazyUpdatesLogQuery,
} = updateSettingsApi;
