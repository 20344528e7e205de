import { useState } from 'react';
import { Button } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { toastError } from '../../../../lib/toast';
import { useDownloadFileMutation } from '../../jobs/api/job-pipeline-api';

/** A file of the candidate's (a résumé, a cover letter): fetched with the session, then saved by the browser. */
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
  const [download] = useDownloadFileMutation();
  const [isFetching, setIsFetching] = useState(false);
  const save = async () => {
    setIsFetching(true);
    try {
      const blob = fetchFile ? await fetchFile() : await download(fileId).unwrap();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
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
