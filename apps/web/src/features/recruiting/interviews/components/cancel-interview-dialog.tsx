import { useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useCancelInterviewMutation, type Interview } from '../api/interviews-api';

const REASON_MAX = 1000;

/** Asks before cancelling; the optional reason goes to the candidate with the cancellation. */
export function CancelInterviewDialog({ interview, onClose }: { interview: Interview; onClose: () => void }) {
  const [cancel] = useCancelInterviewMutation();
  const [reason, setReason] = useState('');
  const confirm = async () => {
    try {
      const result = await cancel({ interview, reason: reason.trim() }).unwrap();
      toastSuccess(successMessage(result, 'Interview cancelled'));
      onClose();
    } catch (error) {
      toastError(error);
      throw error;
    }
  };
  return (
    <ConfirmDialog
      open
      title={`Cancel ${interview.title}?`}
      isDestructive
      confirmLabel="Cancel interview"
      cancelLabel="Keep it"
      onCancel={onClose}
      onConfirm={confirm}
      message={
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Typography>
            The interviewers and {interview.candidate.name} get a cancellation that removes it from their
            calendars.
          </Typography>
          <TextField
            label="Reason for the candidate (optional)"
            multiline
            minRows={2}
            fullWidth
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            helperText={`${reason.length}/${REASON_MAX}`}
          />
        </Stack>
      }
    />
  );
}
