import { useEffect } from 'react';
import { Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { copyJobBodySchema, type CopyJobInput } from '@atrium/shared/schemas/recruiting/jobs';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { paths } from '../../../../config/paths';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useCopyJobMutation, type Job } from '../api/jobs-api';

/** Names the copy of a job, creates it as a draft and opens it. */
export function CopyJobDialog({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const navigate = useNavigate();
  const [copyJob, { isLoading }] = useCopyJobMutation();
  const { control, handleSubmit, setError, reset } = useForm<CopyJobInput>({
    resolver: zodResolver(copyJobBodySchema),
    defaultValues: { name: '' },
  });
  useEffect(() => {
    if (job) reset({ name: `${job.name} (copy)` });
  }, [job, reset]);

  const submit = handleSubmit(async (body) => {
    if (!job) return;
    try {
      const result = await copyJob({ id: job.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Job created successfully!'));
      onClose();
      void navigate(paths.job(result.data.id));
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<CopyJobInput>(['name']));
    }
  });

  return (
    <FormDialog
      open={Boolean(job)}
      onClose={onClose}
      title="Copy job"
      submitLabel="Create copy"
      onSubmit={submit}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <Typography>
          The copy is a new draft with the same department, offices, employment type, salary and number of
          openings.
        </Typography>
        <FormTextField<CopyJobInput>
          name="name"
          control={control}
          label="Name of the new job"
          required
          autoFocus
        />
      </Stack>
    </FormDialog>
  );
}
