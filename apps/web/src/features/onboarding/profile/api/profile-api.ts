import type { Profile, ProfileInput, Revealed } from '@atrium/shared/schemas/onboarding/profile';
import { api } from '../../../../lib/api';
import type { Envelope } from '../../../../lib/api-errors';

export type { Profile, Revealed };

const apiWithTags = api.enhanceEndpoints({
  addTagTypes: ['OnboardingProfile', 'OnboardingFieldValues', 'NewHires'],
});
const profileTag = (id: string) => ({ type: 'OnboardingProfile' as const, id });

/** A hire's profile: their own (`newHireId` omitted) or, for HR, any hire's. */
export const profileApi = apiWithTags.injectEndpoints({
  endpoints: (build) => ({
    onboardingProfile: build.query<Profile, string | void>({
      query: (newHireId) =>
        newHireId ? `onboarding/new-hires/${encodeURIComponent(newHireId)}/profile` : 'onboarding/profile/me',
      transformResponse: (answer: Envelope<Profile>) => answer.data,
      providesTags: (_result, _error, newHireId) => [profileTag(newHireId || 'me'), 'OnboardingProfile'],
    }),
    saveOnboardingProfile: build.mutation<Envelope<Profile>, { newHireId?: string; body: ProfileInput }>({
      query: ({ newHireId, body }) => ({
        url: newHireId
          ? `onboarding/new-hires/${encodeURIComponent(newHireId)}/profile`
          : 'onboarding/profile/me',
        method: 'PUT',
        body,
      }),
      // The names live on the hire too.
      invalidatesTags: ['OnboardingProfile', 'OnboardingFieldValues', 'NewHires'],
    }),
    revealProfileSecret: build.mutation<Revealed, { newHireId: string; target: string }>({
      query: ({ newHireId, target }) => ({
        url: `onboarding/new-hires/${encodeURIComponent(newHireId)}/profile/reveal`,
        method: 'POST',
        body: { target },
      }),
      transformResponse: (answer: Envelope<Revealed>) => answer.data,
    }),
  }),
});

export const { useOnboardingProfileQuery, useSaveOnboardingProfileMutation, useRevealProfileSecretMutation } =
  profileApi;
