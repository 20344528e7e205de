import type { Store } from '@reduxjs/toolkit';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { downloadExport } from '../../../../lib/download-export';

export type AuditExportFormat = 'csv' | 'json';

/** Downloads the current filter's events from the export endpoint, with the session's access token. */
export async function downloadAuditExport(
  store: Pick<Store, 'dispatch' | 'getState'>,
  params: ListQueryParams,
  format: AuditExportFormat,
): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = params;
  await downloadExport(store, {
    url: 'admin/audit-events/export',
    params: { ...filters, format },
    fallbackName: `audit-trail-${new Date().toISOString().slice(0, 10)}.${format}`,
  });
}
