import type { ScorecardSettings } from '@atrium/shared/schemas/recruiting/scorecards';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

const SETTINGS = { type: 'ScorecardSettings', id: 'ONE' } as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['ScorecardSettings'] });

/** Configuration → organization: who sees colleagues' scorecards (Recruiting III). */
export const scorecardSettingsApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    scorecardSettings: build.query<ScorecardSettings, void>({
      query: () => 'configuration/scorecard-settings',
      transformResponse: (answer: Envelope<ScorecardSettings>) => answer.data,
      providesTags: [SETTINGS],
    }),
    saveScorecardSettings: build.mutation<Envelope<ScorecardSettings>, ScorecardSettings>({
      query: (body) => ({ url: 'configuration/scorecard-settings', method: 'PUT', body }),
      invalidatesTags: [SETTINGS],
    }),
  }),
});

export const { useScorecardSettingsQuery, useSaveScorecardSettingsMutation } = scorecardSettingsApi;
