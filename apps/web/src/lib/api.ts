import type { WithSlice } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { loggedOut, tokensRefreshed, type SessionState } from './session-slice';
import { addStorePart } from './store-parts';

export const API_BASE = '/api';
/** The product header names the calling module (spec section 7). */
export const PRODUCT_HEADER = 'RECRUITMENT';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE,
  credentials: 'same-origin',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as { auth: SessionState }).auth.accessToken;
    headers.set('product', PRODUCT_HEADER);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same attempt (a mutex by promise). */
function refreshOnce(api: Parameters<BaseQueryFn>[1], extraOptions: object): Promise<boolean> {
  refreshing ??= (async () => {
    const result = await rawBaseQuery(
      { url: 'auth/refresh-token', method: 'PUT', body: {} },
      api,
      extraOptions,
    );
    const data = (result.data as { data?: { authToken: string; refreshToken: string } } | undefined)?.data;
    if (data) {
      const wasImpersonating = Boolean((api.getState() as { auth: SessionState }).auth.impersonation);
      api.dispatch(tokensRefreshed(data));
      // The impersonation ended (its 30 minutes ran out): nothing cached as the other user may stay.
      if (wasImpersonating) setTimeout(() => api.dispatch(apiSlice().util.resetApiState()), 0);
      return true;
    }
    api.dispatch(loggedOut());
    return false;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Gets a fresh access token outside a query (the live stream, refused with an expired one); shares
 * the attempt with any concurrent 401. False when the session is over.
 */
export function refreshSession(store: { dispatch: BaseQueryApi['dispatch']; getState: () => unknown }) {
  const api = {
    dispatch: store.dispatch,
    getState: store.getState,
    signal: new AbortController().signal,
    abort: () => undefined,
    extra: undefined,
    endpoint: 'refreshSession',
    type: 'mutation',
  } satisfies BaseQueryApi;
  return refreshOnce(api, {});
}

const NO_REFRESH = new Set(['auth/signin', 'auth/refresh-token', 'users/logout']);

/** On a 401 the session is refreshed once and the request retried (DESIGN.md section 6). */
export const baseQueryWithRefresh: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  let result = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && !NO_REFRESH.has(url)) {
    if (await refreshOnce(api, extraOptions)) result = await rawBaseQuery(args, api, extraOptions);
  }
  return result;
};

// refreshOnce's `api` parameter (RTK's BaseQueryApi) hides the slice's name there.
const apiSlice = () => api;

/** Features add their endpoints with api.injectEndpoints (one createApi for the app). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes: ['Me', 'Profile', 'Notifications'],
  endpoints: () => ({}),
});

declare module './store-parts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the api's state joins the root state
  interface LazyLoadedSlices extends WithSlice<typeof api> {}
}
addStorePart(api);
