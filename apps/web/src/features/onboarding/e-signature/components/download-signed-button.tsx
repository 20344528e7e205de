import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { saveBlob } from '../../../../lib/download-export';
import { toastError } from '../../../../lib/toast';
import { pdfUrls } from '../api/e-signature-api';
import { useFetchPdf } from '../hooks/use-fetch-pdf';

/** Saves the signed PDF (with its certificate page) of a completed document. */
export function DownloadSignedButton({
  id,
  name,
  size,
}: {
  id: string;
  name: string;
  size?: 'small' | 'medium';
}) {
  const fetchPdf = useFetchPdf();
  const [isLoading, setIsLoading] = useState(false);
  const download = async () => {
    setIsLoading(true);
    try {
      saveBlob(await fetchPdf(pdfUrls.signed(id)), `${name} (signed).pdf`);
    } catch (error) {
      toastError(error);
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <Button
      size={size}
      startIcon={<DownloadIcon />}
      loading={isLoading}
      onClick={() => void download()}
      aria-label={`Download the signed ${name}`}
    >
      Download signed PDF
    </Button>
  );
}
