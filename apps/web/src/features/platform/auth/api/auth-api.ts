import type {
  ChangePasswordInput,
  ConfirmForgotPasswordBody,
  SetNewPasswordBody,
  SignInLinkBody,
  SignInLinkRequest,
} from '@atrium/shared/schemas/platform/auth';
import type { SessionUser, SignInResult } from '@atrium/shared/schemas/platform/session';
import type { SignUpCompanyBody } from '@atrium/shared/schemas/platform/sign-up';
import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';

type MessageOnly = { message: string };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<Envelope<SignInResult>, { email: string; password: string; rememberMe: boolean }>({
      query: (body) => ({ url: 'auth/signin', method: 'PUT', body }),
    }),
    requestSignInLink: build.mutation<MessageOnly, SignInLinkRequest>({
      query: (body) => ({ url: 'auth/sign-in-link', method: 'POST', body }),
    }),
    /** The mailed link's sign-in: the same answer as signIn. */
    signInWithLink: build.mutation<Envelope<SignInResult>, SignInLinkBody>({
      query: (body) => ({ url: 'auth/sign-in-link', method: 'PUT', body }),
    }),
    signUpCompany: build.mutation<MessageOnly, SignUpCompanyBody>({
      query: (body) => ({ url: 'auth/signup-company', method: 'POST', body }),
    }),
    refreshSession: build.mutation<Envelope<{ authToken: string; refreshToken: string }>, void>({
      query: () => ({ url: 'auth/refresh-token', method: 'PUT', body: {} }),
    }),
    logout: build.mutation<MessageOnly, void>({
      query: () => ({ url: 'users/logout', method: 'POST', body: {} }),
    }),
    me: build.query<Envelope<SessionUser>, void>({
      query: () => 'users/me',
      providesTags: ['Me'],
    }),
    forgotPassword: build.mutation<MessageOnly, { email: string }>({
      query: (body) => ({ url: 'auth/forgot-password', method: 'POST', body }),
    }),
    confirmForgotPassword: build.mutation<MessageOnly, ConfirmForgotPasswordBody>({
      query: (body) => ({ url: 'auth/confirm-forgot-password', method: 'POST', body }),
    }),
    setNewPassword: build.mutation<MessageOnly, SetNewPasswordBody>({
      query: (body) => ({ url: 'auth/set-new-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<MessageOnly, ChangePasswordInput>({
      query: (body) => ({ url: 'auth/change-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useSignInMutation,
  useRequestSignInLinkMutation,
  useSignInWithLinkMutation,
  useSignUpCompanyMutation,
  useRefreshSessionMutation,
  useLogoutMutation,
  useMeQuery,
  useForgotPasswordMutation,
  useConfirmForgotPasswordMutation,
  useSetNewPasswordMutation,
  useChangePasswordMutation,
} = authApi;
