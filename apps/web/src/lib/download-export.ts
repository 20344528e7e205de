import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Store } from '@reduxjs/toolkit';
import type { ListQueryParams } from '../components/data-table/list-query';
import { baseQueryWithRefresh } from './api';

/** The file name the server gave (content-disposition), else the fallback. */
export function exportFileName(disposition: string | null, fallback: string) {
  const named = disposition && /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named || fallback;
}

/** Hands the blob to the browser as a download named fileName. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface ExportRequest {
  /** Under /api, e.g. 'candidates/export.csv'. */
  url: string;
  params: ListQueryParams;
  /** The file name when the server names none. */
  fallbackName: string;
}

/**
 * Downloads a file an export endpoint writes. It goes through the app's base query, so it carries the
 * access token (and refreshes it once on a 401), but the file never enters the store. Rejects with the
 * server's error (its `data.message`) when the export is refused.
 */
export async function downloadExport(
  store: Pick<Store, 'dispatch' | 'getState'>,
  { url, params, fallbackName }: ExportRequest,
): Promise<void> {
  const controller = new AbortController();
  const queryApi: BaseQueryApi = {
    dispatch: store.dispatch,
    getState: store.getState,
    signal: controller.signal,
    abort: () => controller.abort(),
    extra: undefined,
    endpoint: 'downloadExport',
    type: 'query',
  };
  const result = await baseQueryWithRefresh(
    { url, params, responseHandler: (response) => (response.ok ? response.blob() : response.json()) },
    queryApi,
    {},
  );
  if (result.error) throw result.error;
  const meta = result.meta as { response?: Response } | undefined;
  const disposition = meta?.response?.headers.get('content-disposition') ?? null;
  saveBlob(result.data as Blob, exportFileName(disposition, fallbackName));
}
