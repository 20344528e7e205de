import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { baseQueryWithRefresh } from '../../../../lib/api';

/**
 * Fetches a PDF under /api with the session's token (refreshed once on a 401), as exports are
 * downloaded: through the app's base query, so the bytes never enter the store (a Blob is no state).
 * Rejects with the server's error, shaped as RTK Query's.
 */
export function useFetchPdf(): (url: string) => Promise<Blob> {
  const store = useStore();
  return useCallback(
    async (url: string) => {
      const controller = new AbortController();
      const queryApi: BaseQueryApi = {
        dispatch: store.dispatch,
        getState: store.getState,
        signal: controller.signal,
        abort: () => controller.abort(),
        extra: undefined,
        endpoint: 'fetchPdf',
        type: 'query',
      };
      const result = await baseQueryWithRefresh(
        { url, responseHandler: (response) => (response.ok ? response.blob() : response.json()) },
        queryApi,
        {},
      );
      if (result.error) throw result.error;
      return result.data as Blob;
    },
    [store],
  );
}
