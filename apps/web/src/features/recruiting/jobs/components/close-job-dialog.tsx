import { useEffect } from 'react';
import { Alert, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { closeJobBodySchema, type CloseJobInput } from '@atrium/shared/schemas/recruiting/jobs';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useCloseJobMutation, useListCloseReasonsQuery, type Job } from '../api/jobs-api';

type CloseJobForm = { closeReasonId: string; note: string };
const EMPTY: CloseJobForm = { closeReasonId: '', note: '' };

export interface CloseJobDialogProps {
  /** The job to close; null keeps the dialog shut. */
  job: Pick<Job, 'id' | 'name' | 'openOpenings'> | null;
  onClose: () => void;
}

/** Closing asks why (the company's close reasons); the job's open openings close with it. */
export function CloseJobDialog({ job, onClose }: CloseJobDialogProps) {
  const reasons = useListCloseReasonsQuery(undefined, { skip: !job });
  const [closeJob, { isLoading }] = useCloseJobMutation();
  const { control, handleSubmit, setError, reset } = useForm<CloseJobForm>({
    // The resolver hands over the parsed body (a blank note as null).
    resolver: zodResolver(closeJobBodySchema) as unknown as Resolver<CloseJobForm>,
    defaultValues: EMPTY,
  });
  useEffect(() => {
    if (job) reset(EMPTY);
  }, [job, reset]);

  const submit = handleSubmit(async (values) => {
    if (!job) return;
    try {
      const result = await closeJob({ id: job.id, body: values as unknown as CloseJobInput }).unwrap();
      toastSuccess(successMessage(result, 'Job closed successfully!'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<CloseJobForm>(['closeReasonId', 'note']));
    }
  });

  const options = (reasons.data ?? []).map((reason) => ({ value: reason.id, label: reason.name }));
  return (
    <FormDialog
      open={Boolean(job)}
      onClose={onClose}
      title="Close job"
      submitLabel="Close job"
      onSubmit={submit}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <Typography>
          {job?.name} stops taking applications
          {job && job.openOpenings > 0
            ? `, and its ${job.openOpenings} open opening${job.openOpenings === 1 ? '' : 's'} close with it.`
            : '.'}{' '}
          You can reopen it later as a draft.
        </Typography>
        {reasons.isSuccess && options.length === 0 && (
          <Alert severity="info">
            Your company has no close reasons yet. Add them under Configuration, Custom options.
          </Alert>
        )}
        <FormSelectField<CloseJobForm>
          name="closeReasonId"
          control={control}
          label="Close reason"
          options={options}
          required
        />
        <FormTextField<CloseJobForm> name="note" control={control} label="Note" multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
