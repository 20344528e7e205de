import type { Criterion, CriterionInput } from '@atrium/shared/schemas/onboarding/criteria';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { Criterion };

const LIST = { type: 'OnboardingCriteria', id: 'LIST' } as const;
// A renamed or removed value reads differently on the hires holding it and the plan's tasks using it.
const SHOWING_VALUES = ['NewHires', 'OnboardingTaskTemplates'] as const;
const apiWithTags = api.enhanceEndpoints({ addTagTypes: ['OnboardingCriteria', ...SHOWING_VALUES] });

/** Onboarding settings → other criteria: the company's own tags that refine a plan. */
export const criteriaApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    onboardingCriteria: build.query<Criterion[], void>({
      query: () => 'onboarding/settings/other-criteria',
      transformResponse: (answer: Envelope<Criterion[]>) => answer.data,
      providesTags: [LIST],
    }),
    saveCriterion: build.mutation<Envelope<Criterion>, { id?: string; body: CriterionInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `onboarding/settings/other-criteria/${encodeURIComponent(id)}`, method: 'PUT', body }
          : { url: 'onboarding/settings/other-criteria', method: 'POST', body },
      invalidatesTags: [LIST, ...SHOWING_VALUES],
    }),
    deleteCriterion: build.mutation<Envelope<null>, string>({
      query: (id) => ({
        url: `onboarding/settings/other-criteria/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [LIST, ...SHOWING_VALUES],
    }),
  }),
});

export const { useOnboardingCriteriaQuery, useSaveCriterionMutation, useDeleteCriterionMutation } =
  criteriaApi;
