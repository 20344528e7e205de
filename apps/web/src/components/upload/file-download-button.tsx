import { useState } from 'react';
import { Button } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { useStore } from 'react-redux';
import { downloadExport, saveBlob } from '../../lib/download-export';
import { toastError } from '../../lib/toast';

/**
 * One of the company's files (a résumé, a task's handbook): fetched with the session, then saved by
 * the browser under its own name.
 */
export function FileDownloadButton({
  fileId,
  fileName,
  label,
  fetchFile,
}: {
  fileId: string;
  fileName: string;
  label: string;
  /** How to fetch it, when not as one of the company's files (a candidate's attachment, say). */
  fetchFile?: () => Promise<Blob>;
}) {
  const store = useStore();
  const [isFetching, setIsFetching] = useState(false);
  const save = async () => {
    setIsFetching(true);
    try {
      if (fetchFile) saveBlob(await fetchFile(), fileName);
      else
        await downloadExport(store, {
          url: `files/${encodeURIComponent(fileId)}`,
          params: {},
          fallbackName: fileName,
        });
    } catch (error) {
      toastError(error, `The ${label.toLowerCase()} could not be downloaded.`);
    } finally {
      setIsFetching(false);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DescriptionOutlinedIcon />}
      onClick={() => void save()}
      loading={isFetching}
      aria-label={`Download ${label.toLowerCase()}: ${fileName}`}
      sx={{ maxWidth: '100%', justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'start' }}
    >
      {label}: {fileName}
    </Button>
  );
}
