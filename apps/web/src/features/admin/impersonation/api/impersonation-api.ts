import { api } from '../../../../lib/api';
import { type Envelope } from '../../../../lib/api-errors';
import { tokensRefreshed } from '../../../../lib/session-slice';

/**
 * "Return to my account": ends the impersonation, then the refresh cookie (the admin's) restores the
 * session. The caller resets the API cache afterwards: a reset aborts running calls, this one included.
 */
export const impersonationApi = api.injectEndpoints({
  endpoints: (build) => ({
    returnToMyAccount: build.mutation<null, void>({
      async queryFn(_arg, queryApi, _extraOptions, baseQuery) {
        // Ended or expired, the impersonation token is spent either way: go on to the admin's own session.
        await baseQuery({ url: 'admin/impersonation/end', method: 'POST', body: {} });
        const refreshed = await baseQuery({ url: 'auth/refresh-token', method: 'PUT', body: {} });
        if (refreshed.error) return { error: refreshed.error };
        const tokens = (refreshed.data as Envelope<{ authToken: string; refreshToken: string }>).data;
        queryApi.dispatch(tokensRefreshed(tokens));
        return { data: null };
      },
    }),
  }),
});

export const { useReturnToMyAccountMutation } = impersonationApi;
