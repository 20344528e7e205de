import { useEffect } from 'react';
import type { z } from 'zod';
import { Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  transferApplicationBodySchema,
  type CandidateFilterOptions,
  type TransferApplicationInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useTransferApplicationMutation, type CandidateApplication } from '../api/candidates-api';
import { NullableSelectField } from './nullable-select-field';

type TransferForm = z.input<typeof transferApplicationBodySchema>;

export interface TransferApplicationDialogProps {
  candidateId: string;
  application: CandidateApplication;
  /** The candidate's jobs: a candidate has one application per job, so these are not offered. */
  jobIdsOfCandidate: readonly string[];
  jobs: CandidateFilterOptions['jobs'];
  onClose: () => void;
}

/** Moves an application to another open job, into its first stage or a chosen one. */
export function TransferApplicationDialog({
  candidateId,
  application,
  jobIdsOfCandidate,
  jobs,
  onClose,
}: TransferApplicationDialogProps) {
  const [transfer, { isLoading }] = useTransferApplicationMutation();
  const { control, handleSubmit, setError, setValue } = useForm<
    TransferForm,
    unknown,
    TransferApplicationInput
  >({
    resolver: zodResolver(transferApplicationBodySchema),
    defaultValues: { jobId: '', stageId: null },
  });
  const jobId = useWatch({ control, name: 'jobId' });
  // Another job's stages are not this one's.
  useEffect(() => setValue('stageId', null), [jobId, setValue]);
  const openJobs = jobs.filter((job) => job.status === 'open' && !jobIdsOfCandidate.includes(job.id));
  const stages = jobs.find((job) => job.id === jobId)?.stages ?? [];

  const submit = handleSubmit(async (body) => {
    try {
      const result = await transfer({ candidateId, applicationId: application.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Application transferred'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<TransferForm>(['jobId', 'stageId']));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Transfer from ${application.job?.name ?? 'the talent pool'}`}
      submitLabel="Transfer"
      onSubmit={submit}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        {openJobs.length === 0 ? (
          <Typography color="text.secondary">
            There is no other open job to transfer this candidate to.
          </Typography>
        ) : (
          <FormSelectField<TransferForm>
            control={control}
            name="jobId"
            label="Job"
            required
            searchable={openJobs.length > 8}
            options={openJobs.map((job) => ({ value: job.id, label: job.name }))}
          />
        )}
        {stages.length > 0 && (
          <NullableSelectField<TransferForm>
            control={control}
            name="stageId"
            label="Stage"
            noneLabel={`The first stage (${stages[0]!.name})`}
            options={stages.map((stage) => ({ value: stage.id, label: stage.name }))}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
