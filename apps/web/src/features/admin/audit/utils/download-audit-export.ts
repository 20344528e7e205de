import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { Store } from '@reduxjs/toolkit';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { baseQueryWithRefresh } from '../../../../lib/api';

export type AuditExportFormat = 'csv' | 'json';

/** The file name the server gave (content-disposition), else one of the same shape. */
export function exportFileName(disposition: string | null, format: AuditExportFormat, day = new Date()) {
  const named = disposition && /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  return named || `audit-trail-${day.toISOString().slice(0, 10)}.${format}`;
}

function saveBlob(blob: Blob, fileName: string) {
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

/**
 * Downloads the current filter's events from the export endpoint. It goes through the app's base
 * query, so it carries the access token (and refreshes it once on a 401), but the file never enters
 * the store. Rejects with the server's error (its `data.message`) when the export is refused.
 */
export async function downloadAuditExport(
  store: Pick<Store, 'dispatch' | 'getState'>,
  params: ListQueryParams,
  format: AuditExportFormat,
): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = params;
  const controller = new AbortController();
  const queryApi: BaseQueryApi = {
    dispatch: store.dispatch,
    getState: store.getState,
    signal: controller.signal,
    abort: () => controller.abort(),
    extra: undefined,
    endpoint: 'exportAuditEvents',
    type: 'query',
  };
  const result = await baseQueryWithRefresh(
    {
      url: 'admin/audit-events/export',
      params: { ...filters, format },
      responseHandler: (response) => (response.ok ? response.blob() : response.json()),
    },
    queryApi,
    {},
  );
  if (result.error) throw result.error;
  const meta = result.meta as { response?: Response } | undefined;
  const disposition = meta?.response?.headers.get('content-disposition') ?? null;
  saveBlob(result.data as Blob, exportFileName(disposition, format));
}
