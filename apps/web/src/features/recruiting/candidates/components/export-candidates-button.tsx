import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useStore } from 'react-redux';
import type { ListQueryParams } from '../../../../components/data-table/list-query';
import { downloadExport } from '../../../../lib/download-export';
import { toastError } from '../../../../lib/toast';

/** The list's matches (its search, filters and order, every page) as the server writes them in CSV. */
export function ExportCandidatesButton({ params, disabled }: { params: ListQueryParams; disabled: boolean }) {
  const store = useStore();
  const [isExporting, setIsExporting] = useState(false);
  const exportFile = async () => {
    setIsExporting(true);
    try {
      const { page: _page, limit: _limit, ...query } = params;
      await downloadExport(store, {
        url: 'candidates/export.csv',
        params: query,
        fallbackName: `candidates-${new Date().toISOString().slice(0, 10)}.csv`,
      });
    } catch (error) {
      toastError(error, 'Could not export the candidates. Please try again.');
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button
      color="inherit"
      variant="outlined"
      startIcon={isExporting ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
      disabled={disabled || isExporting}
      onClick={() => void exportFile()}
    >
      Export CSV
    </Button>
  );
}
