import { useState } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import type { AcceptMap } from '../../../../components/upload/file-rules';
import { SingleFileUpload } from '../../../../components/upload/single-file-upload';
import { errorMessage } from '../../../../lib/api-errors';
import { useParseResumeMutation, type ParsedResume } from '../api/add-candidate-api';

// What the server reads (its résumé check); the extension rescues a file the browser sends untyped.
const RESUME_ACCEPT: AcceptMap = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
  'application/rtf': ['.rtf'],
  'text/rtf': ['.rtf'],
};
const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export interface ResumeIntakeFieldProps {
  /** The uploaded file's id, or null once removed. */
  onFileChange: (fileId: string | null) => void;
  /** What the résumé says; returns the fields it filled (those still empty), e.g. ['email']. */
  onParsed: (parsed: ParsedResume) => string[];
}

/** The résumé first: uploaded, read, and its email and phone put in the fields still empty. */
export function ResumeIntakeField({ onFileChange, onParsed }: ResumeIntakeFieldProps) {
  const [parse, parsing] = useParseResumeMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ filled: string[]; excerpt: string } | { failure: string } | null>(
    null,
  );

  const change = async (next: string | null, file?: { id: string }) => {
    setUrl(next);
    setOutcome(null);
    onFileChange(file?.id ?? null);
    if (!file) return;
    try {
      const parsed = await parse(file.id).unwrap();
      setOutcome({ filled: onParsed(parsed), excerpt: parsed.excerpt });
    } catch (error) {
      setOutcome({
        failure: errorMessage(error, 'The résumé could not be read; fill in the details by hand.'),
      });
    }
  };

  return (
    <Stack spacing={1}>
      <SingleFileUpload
        label="Résumé"
        value={url}
        onChange={(next, file) => void change(next, file)}
        accept={RESUME_ACCEPT}
        maxSize={RESUME_MAX_BYTES}
        hint="PDF, DOC, DOCX, TXT, RTF"
        preview="file"
      />
      {parsing.isLoading && <Typography color="text.secondary">Reading the résumé…</Typography>}
      {outcome && 'failure' in outcome && <Alert severity="warning">{outcome.failure}</Alert>}
      {outcome && 'filled' in outcome && (
        <Alert severity={outcome.filled.length > 0 ? 'success' : 'info'} role="status">
          {outcome.filled.length > 0
            ? `Filled from the résumé: ${outcome.filled.join(' and ')}.`
            : 'The résumé gave no email or phone the form was missing.'}
          {outcome.excerpt && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              It begins: “{outcome.excerpt.slice(0, 160)}
              {outcome.excerpt.length > 160 ? '…' : ''}”
            </Typography>
          )}
        </Alert>
      )}
    </Stack>
  );
}
