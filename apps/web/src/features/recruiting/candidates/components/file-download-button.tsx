import { Button } from '@mui/material';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import { toastError } from '../../../../lib/toast';
import { useDownloadFileMutation } from '../../jobs/api/job-pipeline-api';

/** A file of the candidate's (a résumé, a cover letter): fetched with the session, then saved by the browser. */
export function FileDownloadButton({
  fileId,
  fileName,
  label,
}: {
  fileId: string;
  fileName: string;
  label: string;
}) {
  const [download, state] = useDownloadFileMutation();
  const save = async () => {
    try {
      const url = URL.createObjectURL(await download(fileId).unwrap());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      toastError(error, `The ${label.toLowerCase()} could not be downloaded.`);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DescriptionOutlinedIcon />}
      onClick={() => void save()}
      loading={state.isLoading}
      aria-label={`Download ${label.toLowerCase()}: ${fileName}`}
      sx={{ maxWidth: '100%', justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'start' }}
    >
      {label}: {fileName}
    </Button>
  );
}
