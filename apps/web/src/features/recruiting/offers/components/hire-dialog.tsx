import { Alert, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { hireBodySchema, type HireBody, type HireInput } from '@atrium/shared/schemas/recruiting/offers';
import { FormDateField } from '../../../../components/form/date-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { toastSuccess } from '../../../../lib/toast';
import { NullableSelectField } from '../../candidates/components/nullable-select-field';
import { useListCloseReasonsQuery } from '../../jobs/api/jobs-api';
import { useHireApplicationMutation, type Offer } from '../api/offers-api';

export interface HireDialogProps {
  applicationId: string;
  candidateId: string;
  jobId: string;
  /** The accepted offer, whose opening and start date are the defaults; none to hire without one. */
  offer: Offer | null;
  /** The job's open openings. */
  openings: Array<{ id: string; label: string }>;
  onClose: () => void;
}

type HireForm = HireBody;

/** Marks the candidate hired into an opening; filling the last one closes the job, with a reason. */
export function HireDialog({ applicationId, candidateId, jobId, offer, openings, onClose }: HireDialogProps) {
  const [hire, hiring] = useHireApplicationMutation();
  const isLastOpening = openings.length === 1;
  const reasons = useListCloseReasonsQuery(undefined, { skip: !isLastOpening });
  const preferred = openings.find((opening) => opening.id === offer?.opening?.id) ?? openings[0];
  const { control, handleSubmit, setError } = useForm<HireForm, unknown, HireInput>({
    resolver: zodResolver(hireBodySchema) as unknown as Resolver<HireForm, unknown, HireInput>,
    defaultValues: {
      openingId: preferred?.id ?? null,
      startDate: offer?.startDate ?? '',
      closeReasonId: null,
    },
  });
  const submit = handleSubmit(async (body) => {
    try {
      const result = await hire({ applicationId, candidateId, jobId, body }).unwrap();
      toastSuccess(
        result.data.jobClosed
          ? 'Candidate hired. That was the last opening, so the job is now closed.'
          : 'Candidate hired',
      );
      onClose();
    } catch (error) {
      // Only fields on show: an error for one not shown is toasted instead.
      const shown: Array<keyof HireForm> = ['startDate'];
      if (openings.length > 0) shown.push('openingId');
      if (isLastOpening) shown.push('closeReasonId');
      showServerErrors(error, setError, fieldsNamed<HireForm>(shown));
    }
  });
  const candidateName = offer?.candidate.name ?? 'the candidate';
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Mark ${candidateName} as hired`}
      submitLabel="Mark as hired"
      onSubmit={(event) => void submit(event)}
      isSaving={hiring.isLoading}
    >
      <Stack spacing={2}>
        {openings.length === 0 ? (
          <Alert severity="warning">
            This job has no open opening left. Add one on the job&apos;s info page, then hire.
          </Alert>
        ) : (
          <FormSelectField<HireForm>
            control={control}
            name="openingId"
            label="Opening"
            required
            options={openings.map((opening) => ({ value: opening.id, label: opening.label }))}
          />
        )}
        <FormDateField<HireForm> control={control} name="startDate" label="Start date" required />
        {isLastOpening && (
          <>
            <Alert severity="info">
              This fills the job&apos;s last opening: the job closes when the candidate is hired.
            </Alert>
            <NullableSelectField<HireForm>
              control={control}
              name="closeReasonId"
              label="Close reason"
              noneLabel={reasons.isLoading ? 'Loading reasons…' : 'No reason given'}
              options={(reasons.data ?? []).map((reason) => ({ value: reason.id, label: reason.name }))}
              helperText={reasons.isError ? 'The close reasons could not be loaded.' : undefined}
            />
          </>
        )}
        <Typography variant="body2" color="text.secondary">
          Onboarding is told of the hire. The candidate&apos;s other applications stay as they are.
        </Typography>
      </Stack>
    </FormDialog>
  );
}
