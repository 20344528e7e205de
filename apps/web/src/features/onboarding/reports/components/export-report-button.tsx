import type { ReportKind } from '@atrium/shared/schemas/onboarding/reports';
import { ExportCsvButton } from '../../../../components/reports/export-csv-button';
import type { ReportParams } from '../api/reports-api';

/** The report as the server writes it in CSV, with the filters shown. */
export function ExportReportButton({ kind, params }: { kind: ReportKind; params: ReportParams }) {
  return (
    <ExportCsvButton
      url={`onboarding/reports/${kind}/export.csv`}
      params={params}
      fallbackName={`onboarding-${kind}-${new Date().toISOString().slice(0, 10)}.csv`}
    />
  );
}
