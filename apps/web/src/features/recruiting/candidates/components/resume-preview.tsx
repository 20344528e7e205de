import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Skeleton, Stack } from '@mui/material';
import { useDownloadFileMutation } from '../../jobs/api/job-pipeline-api';
import { FileDownloadButton } from '../../../../components/upload/file-download-button';

export const isPdfName = (name: string) => /\.pdf$/i.test(name);

/** Whether the page's content security policy refused to frame a fetched copy (frame-src without blob:). */
const isFramingRefused = (event: SecurityPolicyViolationEvent) =>
  event.blockedURI.startsWith('blob') && ['frame-src', 'child-src'].includes(event.effectiveDirective);

/**
 * A résumé to read beside the answers: a PDF is fetched with the session (the file address needs
 * the token, which a frame cannot send) and shown from the fetched copy; any other kind is a download.
 */
export function ResumePreview({
  file,
  fetchFile,
  label = 'Résumé',
}: {
  file: { id: string; name: string };
  /** How to fetch it, when not as one of the company's files (a candidate's attachment, say). */
  fetchFile?: () => Promise<Blob>;
  label?: string;
}) {
  const [download] = useDownloadFileMutation();
  // The latest way to fetch, without refetching on every render that makes a new function.
  const fetchRef = useRef(fetchFile);
  fetchRef.current = fetchFile;
  const [shown, setShown] = useState<{ fileId: string; url: string } | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);
  const [isRefused, setIsRefused] = useState(false);
  const canShow = isPdfName(file.name) && typeof URL.createObjectURL === 'function';

  // Listening from the start: the refusal is reported as soon as the frame is drawn.
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (isFramingRefused(event)) setIsRefused(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);

  useEffect(() => {
    if (!canShow) return;
    let url: string | null = null;
    let isCurrent = true;
    (fetchRef.current ? fetchRef.current() : download(file.id).unwrap())
      .then((blob) => {
        if (!isCurrent) return;
        // The server names the type; a copy typed by hand still opens in the browser's PDF viewer.
        const pdf = blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
        url = URL.createObjectURL(pdf);
        setShown({ fileId: file.id, url });
      })
      .catch(() => isCurrent && setFailedId(file.id));
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [canShow, download, file.id]);

  const url = shown?.fileId === file.id ? shown.url : null;
  const cannotShow = failedId === file.id || isRefused;
  return (
    <Stack spacing={1.5}>
      <FileDownloadButton fileId={file.id} fileName={file.name} label={label} fetchFile={fetchFile} />
      {canShow && cannotShow && (
        <Alert severity="info">
          The {label.toLowerCase()} cannot be shown on this page; download it to read it.
        </Alert>
      )}
      {canShow && !cannotShow && !url && (
        <Skeleton
          variant="rounded"
          height={480}
          role="progressbar"
          aria-label={`Loading the ${label.toLowerCase()}`}
        />
      )}
      {url && !cannotShow && (
        <Box
          component="iframe"
          src={url}
          title={`${label}: ${file.name}`}
          sx={{
            width: '100%',
            height: { xxs: 520, md: '75vh' },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        />
      )}
    </Stack>
  );
}
