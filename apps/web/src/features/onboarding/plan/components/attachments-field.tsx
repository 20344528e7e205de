import { useRef, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Button, Chip, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { MAX_TASK_ATTACHMENTS, type TaskFile } from '@atrium/shared/schemas/onboarding/plan';
import { useUploadFile } from '../../../../components/upload/upload-file';
import { errorMessage } from '../../../../lib/api-errors';

/**
 * A plan task's files (a handbook, a form to print): each uploaded at once, kept as a chip that can
 * be removed; every hire's copy of the task offers them.
 */
export function FormAttachmentsField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  const { field, fieldState } = useController({ control, name });
  const files = (field.value ?? []) as TaskFile[];
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const add = async (file: File) => {
    setUploadError(null);
    setProgress(0);
    try {
      const uploaded = (await upload(file, { onProgress: setProgress })).data!;
      field.onChange([
        ...files,
        { id: uploaded.id, name: uploaded.name, mimeType: uploaded.mimeType, size: uploaded.size },
      ]);
    } catch (error) {
      setUploadError(errorMessage(error, 'The file could not be uploaded.'));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  const message = uploadError ?? fieldState.error?.message;

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3">
        Attachments
      </Typography>
      {files.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {files.map((file) => (
            <Chip
              key={file.id}
              label={file.name}
              onDelete={() => field.onChange(files.filter((other) => other.id !== file.id))}
              slotProps={{ root: { 'aria-label': `Attachment ${file.name}` } }}
            />
          ))}
        </Stack>
      )}
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Attachment file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void add(file);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => input.current?.click()}
          disabled={progress !== null || files.length >= MAX_TASK_ATTACHMENTS}
        >
          Attach file
        </Button>
        <Typography variant="body2" color="text.secondary">
          PDF, Word, text or images; at most {MAX_TASK_ATTACHMENTS}.
        </Typography>
      </Stack>
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label="Uploading the attachment" />
      )}
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Stack>
  );
}
