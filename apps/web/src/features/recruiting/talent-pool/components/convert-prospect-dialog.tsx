import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { convertProspectBodySchema } from '@atrium/shared/schemas/recruiting/talent-pool';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { Modal } from '../../../../components/ui/modal';
import { paths } from '../../../../config/paths';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import type { CandidateFilterOptions } from '../../candidates/api/candidates-api';
import { NullableSelectField } from '../../candidates/components/nullable-select-field';
import { useConvertProspectMutation, type Prospect } from '../api/talent-pool-api';

interface Values {
  jobId: string;
  stageId: string | null;
}

export interface ConvertProspectDialogProps {
  prospect: Prospect;
  jobs: CandidateFilterOptions['jobs'];
  onClose: () => void;
}

/**
 * A prospect becomes a candidate on a job (an open or draft one), in its first stage or the one
 * chosen; the dialog then leads to the candidate's page, where the new application is.
 */
export function ConvertProspectDialog({ prospect, jobs, onClose }: ConvertProspectDialogProps) {
  const [convert, converting] = useConvertProspectMutation();
  const [converted, setConverted] = useState<Prospect | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm<Values>({
    resolver: zodResolver(convertProspectBodySchema) as unknown as Resolver<Values>,
    defaultValues: { jobId: '', stageId: null },
  });
  const jobId = useWatch({ control, name: 'jobId' });
  // A closed job takes no one; a draft does, so its pipeline can be filled before it opens.
  const openJobs = jobs.filter((job) => job.status === 'open' || job.status === 'draft');
  const job = openJobs.find((item) => item.id === jobId);
  const name = prospect.candidate.name;
  // Another job's stages are not this one's: choosing a job starts the stage over.
  useEffect(() => setValue('stageId', null), [jobId, setValue]);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await convert({
        id: prospect.id,
        candidateId: prospect.candidate.id,
        body: values,
      }).unwrap();
      toastSuccess(successMessage(result, 'Converted to a candidate'));
      setConverted(result.data);
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<Values>(['jobId', 'stageId']));
    }
  });

  if (converted) {
    return (
      <Modal
        open
        onClose={onClose}
        title={`${name} is a candidate`}
        actions={
          <>
            <Button onClick={onClose}>Done</Button>
            <Button component={RouterLink} to={paths.candidate(converted.candidate.id)} variant="contained">
              Open {name}’s application
            </Button>
          </>
        }
      >
        <Alert severity="success">
          {name} now has an application for {converted.convertedTo?.jobName ?? job?.name}. They stay in the{' '}
          {converted.pool.name} pool, marked as converted.
        </Alert>
      </Modal>
    );
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Convert ${name} to a candidate`}
      submitLabel="Convert"
      onSubmit={submit}
      isSaving={converting.isLoading}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {name} gets an application for the job, and stays in the pool as converted.
        </Typography>
        <FormSelectField
          control={control}
          name="jobId"
          label="Job"
          required
          searchable
          placeholder="Choose a job"
          options={openJobs.map((item) => ({
            value: item.id,
            label: item.status === 'draft' ? `${item.name} (draft)` : item.name,
          }))}
        />
        {job && (
          <NullableSelectField
            control={control}
            name="stageId"
            label="Stage"
            noneLabel={`First stage (${job.stages[0]?.name ?? 'none'})`}
            options={job.stages.map((stage) => ({ value: stage.id, label: stage.name }))}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
