import type {
  OnboardingDepartment,
  OnboardingLocation,
} from '@atrium/shared/schemas/onboarding/company-places';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { OnboardingDepartment, OnboardingLocation };
export type PlaceKind = 'departments' | 'locations';

// The same rows company administration reads, and Onboarding's lookups (tagged by the criteria list).
const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['OnboardingPlaces', 'OnboardingCriteria', 'Departments', 'Locations'],
});
const SHOWING = [
  { type: 'OnboardingCriteria', id: 'LIST' } as const,
  'Departments' as const,
  'Locations' as const,
];

/** Onboarding settings → departments and locations. */
export const companyPlacesApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    onboardingPlaces: build.query<Array<OnboardingDepartment | OnboardingLocation>, PlaceKind>({
      query: (kind) => `onboarding/settings/${kind}`,
      transformResponse: (answer: Envelope<Array<OnboardingDepartment | OnboardingLocation>>) => answer.data,
      providesTags: (_result, _error, kind) => [{ type: 'OnboardingPlaces', id: kind }],
    }),
    saveOnboardingPlace: build.mutation<Envelope<unknown>, { kind: PlaceKind; id?: string; name: string }>({
      query: ({ kind, id, name }) =>
        id
          ? { url: `onboarding/settings/${kind}/${encodeURIComponent(id)}`, method: 'PUT', body: { name } }
          : { url: `onboarding/settings/${kind}`, method: 'POST', body: { name } },
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'OnboardingPlaces', id: kind }, ...SHOWING],
    }),
    deleteOnboardingPlace: build.mutation<Envelope<null>, { kind: PlaceKind; id: string }>({
      query: ({ kind, id }) => ({
        url: `onboarding/settings/${kind}/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { kind }) => [{ type: 'OnboardingPlaces', id: kind }, ...SHOWING],
    }),
  }),
});

export const { useOnboardingPlacesQuery, useSaveOnboardingPlaceMutation, useDeleteOnboardingPlaceMutation } =
  companyPlacesApi;
