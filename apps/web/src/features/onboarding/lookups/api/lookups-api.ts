import type {
  LookupCriterion,
  OnboardingLookups,
  OnboardingPerson,
} from '@atrium/shared/schemas/onboarding/lookups';
import type { Paged } from '@atrium/shared/schemas/platform/api';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { LookupCriterion, OnboardingLookups };

export interface NamedRef {
  id: string;
  name: string;
}

interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
}

/** How many people a picker offers for what was typed. */
const PEOPLE_SHOWN = 10;
const ALL_BY_NAME = { page: 1, limit: 100, sortBy: 'name', sortOrder: 1 } as const;
const namesOf = (answer: Envelope<Paged<NamedRef>>): NamedRef[] =>
  answer.data.items.map(({ id, name }) => ({ id, name }));

/**
 * What Onboarding's forms and filters pick from. Whoever sees new hires reads Onboarding's own
 * lookups and people (one permission, new_hire.view); the settings pages, whose holders may not see
 * new hires, fall back to company administration's lists, each behind its own view permission (see
 * useCompanyLookups and FormPersonField).
 */
export const onboardingLookupsApi = api
  .enhanceEndpoints({ addTagTypes: ['OnboardingCriteria'] })
  .injectEndpoints({
    endpoints: (build) => ({
      onboardingLookups: build.query<OnboardingLookups, void>({
        query: () => 'onboarding/lookups',
        transformResponse: (answer: Envelope<OnboardingLookups>) => answer.data,
        // A criterion added, renamed or removed in the settings is offered as it now is.
        providesTags: [{ type: 'OnboardingCriteria', id: 'LIST' }],
      }),
      searchOnboardingPeople: build.query<OnboardingPerson[], string>({
        query: (search) => ({
          url: 'onboarding/people',
          params: { limit: PEOPLE_SHOWN, ...(search ? { search } : {}) },
        }),
        transformResponse: (answer: Envelope<Paged<OnboardingPerson>>) => answer.data.items,
      }),
      // The fallbacks, for a settings page's holder who does not see new hires.
      onboardingDepartments: build.query<NamedRef[], void>({
        query: () => ({ url: 'admin/departments', params: ALL_BY_NAME }),
        transformResponse: namesOf,
      }),
      onboardingLocations: build.query<NamedRef[], void>({
        query: () => ({ url: 'admin/locations', params: ALL_BY_NAME }),
        transformResponse: namesOf,
      }),
      onboardingGroups: build.query<NamedRef[], void>({
        query: () => ({ url: 'admin/groups', params: ALL_BY_NAME }),
        transformResponse: namesOf,
      }),
      searchOnboardingUsers: build.query<NamedRef[], string>({
        query: (search) => ({
          url: 'users',
          params: { page: 1, limit: PEOPLE_SHOWN, status: 'active', ...(search ? { search } : {}) },
        }),
        transformResponse: (answer: Envelope<Paged<PersonRow>>) =>
          answer.data.items.map((person) => ({
            id: person.id,
            name: `${person.firstName} ${person.lastName}`.trim(),
          })),
      }),
    }),
  });

export const {
  useOnboardingLookupsQuery,
  useLazySearchOnboardingPeopleQuery,
  useOnboardingDepartmentsQuery,
  useOnboardingLocationsQuery,
  useOnboardingGroupsQuery,
  useLazySearchOnboardingUsersQuery,
} = onboardingLookupsApi;
