import { useRef, useState } from 'react';
import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  rejectApplicationBodySchema,
  type RejectApplicationBody,
  type RejectApplicationInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldErrors } from '../../../../lib/api-errors';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useBulkCandidateActionMutation } from '../api/candidates-api';
import { candidatesCount, type BulkDialogProps } from './bulk-action-dialogs';
import { RejectionFields, rejectionFieldOf } from './reject-application-dialog';

const EVERY_JOB = '';

/** The count the server asks to have typed ("Type 31 to reject 31 applications"), if it asks. */
function countToConfirm(error: unknown): { count: number; message: string } | null {
  const asked = fieldErrors(error).find((item) => item.path === 'confirmCount');
  const count = Number(/\d+/.exec(asked?.message ?? '')?.[0]);
  return asked && Number.isInteger(count) ? { count, message: asked.message } : null;
}

/**
 * Rejects the chosen candidates' active applications (to one job, or all of them) with a reason, a
 * note and, if wanted, an email. Past the server's limit it answers how many that is, and the person
 * types the number before it goes ahead: rejecting many at once is hard to undo.
 */
export function BulkRejectDialog({
  target,
  count,
  options,
  canEmail,
  onDone,
  onClose,
}: BulkDialogProps & { canEmail: boolean }) {
  const [act, { isLoading }] = useBulkCandidateActionMutation();
  const { control, handleSubmit, setError } = useForm<RejectApplicationBody, unknown, RejectApplicationInput>(
    {
      resolver: zodResolver(rejectApplicationBodySchema),
      defaultValues: { rejectionReasonId: '', note: '', email: null },
    },
  );
  const [jobId, setJobId] = useState(EVERY_JOB);
  const [confirm, setConfirm] = useState<{ count: number; message: string } | null>(null);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState('');
  const typedRef = useRef<HTMLInputElement>(null);

  const submit = handleSubmit(async (body) => {
    if (confirm && typed.trim() !== String(confirm.count)) {
      setTypedError(confirm.message);
      typedRef.current?.focus();
      return;
    }
    try {
      const result = await act({
        action: 'reject',
        ...target,
        ...body,
        jobId: jobId || null,
        confirmCount: confirm?.count,
      }).unwrap();
      toastSuccess(successMessage(result, 'Applications rejected'));
      onDone();
    } catch (error) {
      const asked = countToConfirm(error);
      if (!asked) {
        showServerErrors(error, setError, rejectionFieldOf);
        return;
      }
      // Asked for the first time, the field explains itself; asked again, the number has changed.
      setTypedError(confirm ? asked.message : '');
      setConfirm(asked);
      setTyped('');
      requestAnimationFrame(() => typedRef.current?.focus());
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Reject ${candidatesCount(count)}`}
      submitLabel="Reject"
      onSubmit={submit}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <TextField
          select
          fullWidth
          label="Applications"
          value={jobId}
          onChange={(event) => {
            setJobId(event.target.value);
            setConfirm(null);
          }}
          helperText="Which of their active applications to reject"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value={EVERY_JOB}>Every active application</MenuItem>
          {options.jobs.map((job) => (
            <MenuItem key={job.id} value={job.id}>
              Only to {job.name}
            </MenuItem>
          ))}
        </TextField>
        <RejectionFields control={control} options={options} canEmail={canEmail} />
        {confirm && (
          <>
            <Alert severity="warning">
              This rejects {confirm.count} applications at once. Type the number to go ahead.
            </Alert>
            <TextField
              required
              fullWidth
              label={`Type ${confirm.count} to confirm`}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setTypedError('');
              }}
              inputRef={typedRef}
              error={Boolean(typedError)}
              helperText={typedError || undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  );
}
