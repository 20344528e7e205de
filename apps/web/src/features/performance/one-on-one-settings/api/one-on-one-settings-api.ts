import type { OneOnOneSettings } from '@atrium/shared/schemas/performance/one-on-ones';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { OneOnOneSettings };

/** Settings → 1-on-1s: the default cadence and length a new series is scheduled with. */
export const oneOnOneSettingsApi = api
  .enhanceEndpoints({ addTagTypes: ['OneOnOneSettings'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getOneOnOneSettings: build.query<OneOnOneSettings, void>({
        query: () => 'performance/one-on-ones/settings',
        transformResponse: (answer: Envelope<OneOnOneSettings>) => answer.data,
        providesTags: ['OneOnOneSettings'],
      }),
      saveOneOnOneSettings: build.mutation<Envelope<OneOnOneSettings>, OneOnOneSettings>({
        query: (body) => ({ url: 'performance/one-on-ones/settings', method: 'PUT', body }),
        invalidatesTags: ['OneOnOneSettings'],
      }),
    }),
  });

export const { useGetOneOnOneSettingsQuery, useSaveOneOnOneSettingsMutation } = oneOnOneSettingsApi;
