import { useRef, useState } from 'react';
import { Button, LinearProgress, Stack } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import type { NewHireTask } from '@atrium/shared/schemas/onboarding/tasks';
import { useUploadFile } from '../../../../components/upload/upload-file';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useChangeTaskStatusMutation } from '../api/tasks-api';

// What an upload task takes: the server checks the bytes themselves (ALLOWED_UPLOADS); this only
// narrows the browser's file picker.
const ACCEPT = '.pdf,.doc,.docx,.txt,.rtf,.jpg,.jpeg,.png,.gif,.webp';

/** An upload task is done by handing in its document: uploaded, then the task completed with it. */
export function TaskDocumentUpload({ task, disabled }: { task: NewHireTask; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadFile();
  const [changeStatus] = useChangeTaskStatusMutation();
  const [progress, setProgress] = useState<number | null>(null);

  const handIn = async (file: File) => {
    setProgress(0);
    try {
      const uploaded = await upload(file, { onProgress: setProgress });
      await changeStatus({
        id: task.id,
        newHireId: task.newHireId,
        change: 'complete',
        documentFileId: uploaded.data!.id,
      }).unwrap();
      toastSuccess('Document uploaded and task completed');
    } catch (error) {
      toastError(error, 'The document could not be uploaded.');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        aria-label={`Document for ${task.name}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void handIn(file);
        }}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadFileOutlinedIcon />}
        disabled={disabled || progress !== null}
        onClick={() => input.current?.click()}
      >
        Upload document
      </Button>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label={`Uploading the document for ${task.name}`}
        />
      )}
    </Stack>
  );
}
