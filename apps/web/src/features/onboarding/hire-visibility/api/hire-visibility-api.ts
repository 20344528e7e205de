import type {
  HireVisibilityInput,
  HireVisibilityRole,
} from '@atrium/shared/schemas/onboarding/hire-visibility';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { HireVisibilityRole };

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['OnboardingHireVisibility', 'NewHires', 'MyOnboardingTasks'],
});

/** Onboarding settings → permission: which hires each role's holders see. */
export const hireVisibilityApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    hireVisibility: build.query<HireVisibilityRole[], void>({
      query: () => 'onboarding/settings/permission',
      transformResponse: (answer: Envelope<HireVisibilityRole[]>) => answer.data,
      providesTags: ['OnboardingHireVisibility'],
    }),
    saveHireVisibility: build.mutation<Envelope<HireVisibilityRole[]>, HireVisibilityInput>({
      query: (body) => ({ url: 'onboarding/settings/permission', method: 'PUT', body }),
      invalidatesTags: ['OnboardingHireVisibility', 'NewHires', 'MyOnboardingTasks'],
    }),
  }),
});

export const { useHireVisibilityQuery, useSaveHireVisibilityMutation } = hireVisibilityApi;
