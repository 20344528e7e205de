import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useStore } from 'react-redux';
import { downloadExport } from '../../lib/download-export';
import { toastError } from '../../lib/toast';

/** Downloads what the server writes as CSV at `url` for these filters (those not set left out). */
export function ExportCsvButton({
  url,
  params,
  fallbackName,
}: {
  url: string;
  params: object;
  fallbackName: string;
}) {
  const store = useStore();
  const [isExporting, setIsExporting] = useState(false);
  const exportFile = async () => {
    setIsExporting(true);
    try {
      await downloadExport(store, {
        url,
        params: Object.fromEntries(
          Object.entries(params).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
          ),
        ),
        fallbackName,
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
