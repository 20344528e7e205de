import type {
  ChangeEmailInput,
  Profile,
  UpdateProfileBody,
  VerifyEmailBody,
} from '@atrium/shared/schemas/platform/profile';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

type MessageOnly = { message: string };

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    myProfile: build.query<Profile, void>({
      query: () => 'users/me/profile',
      transformResponse: (answer: Envelope<Profile>) => answer.data,
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Envelope<Profile>, UpdateProfileBody>({
      query: (body) => ({ url: 'users/me/profile', method: 'PUT', body }),
      // 'Me' too: the header's avatar and name come from the session user, reloaded from /users/me.
      invalidatesTags: ['Profile', 'Me'],
    }),
    requestEmailChange: build.mutation<MessageOnly, ChangeEmailInput>({
      query: (body) => ({ url: 'users/me/email', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    verifyEmail: build.mutation<MessageOnly, VerifyEmailBody>({
      query: (body) => ({ url: 'auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['Profile', 'Me'],
    }),
  }),
});

export const {
  useMyProfileQuery,
  useUpdateProfileMutation,
  useRequestEmailChangeMutation,
  useVerifyEmailMutation,
} = profileApi;
