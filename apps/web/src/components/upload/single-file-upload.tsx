import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, FormHelperText, LinearProgress, Typography } from '@mui/material';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { formatFileSize } from '../../lib/format-file-size';
import { successMessage, toastError, toastSuccess } from '../../lib/toast';
import {
  DEFAULT_FILE_RULES,
  acceptAttribute,
  pickFile,
  type AcceptMap,
  type FileRejection,
} from './file-rules';
import { RejectedFilesList } from './rejected-files-list';
import { UploadPreview } from './upload-preview';
import { isUploadAborted, useUploadFile, type UploadFn, type UploadedFile } from './upload-file';

export interface SingleFileUploadProps {
  label: string;
  /** Shows the required asterisk (spec section 5). */
  required?: boolean;
  /** The uploaded file's URL (what a form stores), or null when empty. */
  value: string | null | undefined;
  onChange: (url: string | null, file?: UploadedFile) => void;
  accept?: AcceptMap;
  maxSize?: number;
  /** Supported formats in words; spec section 5 defaults it to "JPEG, PNG, GIF". */
  hint?: string;
  preview?: 'image' | 'file';
  error?: string;
  disabled?: boolean;
  /** Another upload call (a different endpoint, or a fake in tests); POST /api/files by default. */
  upload?: UploadFn;
  onUploadingChange?: (isUploading: boolean) => void;
}

interface Pending {
  name: string;
  size: number;
  progress: number;
  localUrl: string | null;
}

// jsdom and very old browsers have no object URLs; the preview then waits for the server's URL.
const localUrlOf = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
const releaseUrl = (url: string | null) =>
  url && typeof URL.revokeObjectURL === 'function' && URL.revokeObjectURL(url);

/** A single-file upload field: pick or drop one file, checked here, sent at once, with progress. */
export function SingleFileUpload({
  label,
  required = false,
  value,
  onChange,
  accept = DEFAULT_FILE_RULES.accept,
  maxSize = DEFAULT_FILE_RULES.maxSize,
  hint = DEFAULT_FILE_RULES.hint,
  preview = 'image',
  error,
  disabled = false,
  upload,
  onUploadingChange,
}: SingleFileUploadProps) {
  const defaultUpload = useUploadFile();
  const send = upload ?? defaultUpload;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const isBusy = pending !== null;

  // An upload still running when the field goes away is abandoned.
  useEffect(() => () => abortRef.current?.abort(), []);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const start = async (files: File[]) => {
    const { accepted, rejections: rejected } = pickFile(files, { accept, maxSize, hint });
    setRejections(rejected);
    if (!accepted) return clearInput();
    const file: File = accepted;
    const controller = new AbortController();
    abortRef.current = controller;
    const localUrl = preview === 'image' ? localUrlOf(file) : null;
    setPending({ name: file.name, size: file.size, progress: 0, localUrl });
    onUploadingChange?.(true);
    try {
      const result = await send(file, {
        signal: controller.signal,
        onProgress: (progress) => setPending((current) => current && { ...current, progress }),
      });
      setUploaded(result.data);
      onChange(result.data.url, result.data);
      toastSuccess(successMessage(result, SUCCESS_MESSAGES.fileUploaded));
    } catch (failure) {
      if (!isUploadAborted(failure)) {
        // Spec section 8: on an upload failure the file input and the field are cleared.
        setUploaded(null);
        onChange(null);
        toastError(failure);
      }
    } finally {
      clearInput();
      releaseUrl(localUrl);
      abortRef.current = null;
      setPending(null);
      onUploadingChange?.(false);
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled && !isBusy) void start(Array.from(event.dataTransfer.files));
  };

  const remove = () => {
    setUploaded(null);
    setRejections([]);
    onChange(null);
  };

  const shownUrl = pending?.localUrl ?? value ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={`${id}-input`}
        variant="subtitle2"
        sx={{ display: 'block', mb: 1 }}
      >
        {label}
        {required && (
          <Box component="span" aria-hidden sx={{ color: error ? 'error.main' : 'inherit' }}>
            {' *'}
          </Box>
        )}
      </Typography>
      <Box
        data-testid="upload-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !isBusy) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          flexWrap: 'wrap',
          p: 2,
          border: 1.5,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: error ? 'error.main' : isDragging ? 'primary.main' : 'divider',
          bgcolor: isDragging ? 'action.hover' : 'transparent',
          transition: 'border-color 120ms, background-color 120ms',
        }}
      >
        <UploadPreview
          kind={preview}
          src={shownUrl}
          name={pending?.name ?? uploaded?.name}
          size={pending?.size ?? uploaded?.size}
          alt={`${label} preview`}
        />
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="body2">
            Drag a file here, or{' '}
            <Button
              size="small"
              startIcon={<CloudUploadOutlinedIcon />}
              onClick={() => inputRef.current?.click()}
              disabled={disabled || isBusy}
              aria-describedby={hintId}
            >
              choose a file
            </Button>
          </Typography>
          <Typography id={hintId} variant="caption" color="text.secondary" component="p">
            Supported formats: {hint}. Up to {formatFileSize(maxSize)}.
          </Typography>
        </Box>
        {value && !isBusy && (
          <Button color="inherit" size="small" onClick={remove} disabled={disabled}>
            Remove
          </Button>
        )}
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          hidden
          accept={acceptAttribute(accept)}
          required={required}
          aria-invalid={Boolean(error)}
          disabled={disabled || isBusy}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => void start(Array.from(event.target.files ?? []))}
        />
      </Box>
      {pending && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <LinearProgress
            variant="determinate"
            value={pending.progress}
            aria-label={`Uploading ${pending.name}`}
            sx={{ flex: 1, height: 6, borderRadius: 3 }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ minWidth: 36, textAlign: 'right' }}>
            {pending.progress}%
          </Typography>
          <Button size="small" color="inherit" onClick={() => abortRef.current?.abort()}>
            Cancel
          </Button>
        </Box>
      )}
      <RejectedFilesList rejections={rejections} onClose={() => setRejections([])} />
      {error && (
        <FormHelperText id={errorId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
