import {
  useSignatureStatusReportQuery,
  type ReportParams,
  type SignatureStatusRow,
} from '../api/reports-api';
import { ReportResult } from '../../../../components/reports/report-result';
import { NO_HIRES } from '../utils/report-filters';
import { ReportTable, type ReportColumn } from '../../../../components/reports/report-table';

const count = (id: keyof SignatureStatusRow, label: string): ReportColumn<SignatureStatusRow> => ({
  id,
  label,
  value: (row) => row[id] as number,
  isNumeric: true,
});

const COLUMNS: Array<ReportColumn<SignatureStatusRow>> = [
  { id: 'name', label: 'Document', value: (row) => row.name },
  count('waitingForSignature', 'Waiting for signature'),
  count('waitingForCounterSignature', 'Waiting for counter-signature'),
  count('completed', 'Completed'),
  count('cancelled', 'Cancelled'),
  count('total', 'Total'),
];

/** Documents sent for signature, by template and state. */
export function SignatureReport({ params }: { params: ReportParams }) {
  const query = useSignatureStatusReportQuery(params);
  return (
    <ReportResult
      emptyDescription={NO_HIRES}
      query={query}
      subject="e-signature report"
      isEmpty={(rows) => rows.length === 0}
    >
      {(rows) => <ReportTable caption="E-signature status by document" columns={COLUMNS} rows={rows} />}
    </ReportResult>
  );
}
