import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useStore } from 'react-redux';
import type { ReportKind } from '@atrium/shared/schemas/onboarding/reports';
import { downloadExport } from '../../../../lib/download-export';
import { toastError } from '../../../../lib/toast';
import type { ReportParams } from '../api/reports-api';

/** The report as the server writes it in CSV, with the filters shown. */
export function ExportReportButton({ kind, params }: { kind: ReportKind; params: ReportParams }) {
  const store = useStore();
  const [isExporting, setIsExporting] = useState(false);
  const exportFile = async () => {
    setIsExporting(true);
    try {
      await downloadExport(store, {
        url: `onboarding/reports/${kind}/export.csv`,
        params: Object.fromEntries(
          Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])),
        ),
        fallbackName: `onboarding-${kind}-${new Date().toISOString().slice(0, 10)}.csv`,
      });
    } catch (error) {
      toastError(error, 'Could not export the report. Please try again.');
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button
      color="inherit"
      variant="outlined"
      startIcon={isExporting ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
      disabled={isExporting}
      onClick={() => void exportFile()}
    >
      Export CSV
    </Button>
  );
}
