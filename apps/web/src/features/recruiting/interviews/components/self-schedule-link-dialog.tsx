import { useCallback, useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  SELF_SCHEDULE_DAYS_AHEAD,
  selfScheduleLinkBodySchema,
  type SelfScheduleLinkBody,
  type SelfScheduleLinkInput,
} from '@atrium/shared/schemas/recruiting/interviews';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSendSelfScheduleLinkMutation, type ApplicationInterviews } from '../api/interviews-api';
import type { KnownPerson } from '../hooks/schedule-interview-context';
import { InterviewersField } from './interviewers-field';

type PlanInterview = ApplicationInterviews['toSchedule'][number];

const FIELDS = [
  'jobInterviewId',
  'title',
  'durationMinutes',
  'interviewerIds',
  'location',
  'videoUrl',
] as const;
const DEFAULT_MINUTES = 45;
/** The select's value for an interview the plan does not have. */
const OTHER = 'other';

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/** The people the picker has shown, by id, so chosen ones keep their names. */
function useKnownPeople() {
  const [people, setPeople] = useState<Record<string, KnownPerson>>({});
  const remember = useCallback((found: readonly KnownPerson[]) => {
    setPeople((known) =>
      found.every((person) => known[person.id]?.name === person.name)
        ? known
        : { ...known, ...Object.fromEntries(found.map((person) => [person.id, person])) },
    );
  }, []);
  return [people, remember] as const;
}

/**
 * Mails the candidate a link to book one of the interviewers' free slots: for one of the stage's plan
 * interviews (its length and interviewers come filled in) or an interview of its own.
 */
export function SelfScheduleLinkDialog({
  applicationId,
  candidateId,
  planInterviews,
  onClose,
}: {
  applicationId: string;
  candidateId: string;
  /** The current stage's plan interviews not yet scheduled. */
  planInterviews: readonly PlanInterview[];
  onClose: () => void;
}) {
  const [send, { isLoading }] = useSendSelfScheduleLinkMutation();
  const [people, rememberPeople] = useKnownPeople();
  const first = planInterviews[0];
  const { control, handleSubmit, setError, setValue, getValues } = useForm<
    SelfScheduleLinkBody,
    unknown,
    SelfScheduleLinkInput
  >({
    resolver: zodResolver(selfScheduleLinkBodySchema),
    defaultValues: {
      jobInterviewId: first?.jobInterviewId ?? null,
      title: first?.name ?? '',
      durationMinutes: first?.durationMinutes ?? DEFAULT_MINUTES,
      interviewerIds: first?.defaultInterviewerIds ?? [],
      location: '',
      videoUrl: '',
    },
  });
  const jobInterviewId = useWatch({ control, name: 'jobInterviewId' });
  const planOf = (id: string | null | undefined) =>
    planInterviews.find((item) => item.jobInterviewId === id) ?? null;

  /** Another plan interview brings its own length and, unless the interviewers were changed, its own people. */
  const choose = (value: string) => {
    const before = planOf(getValues('jobInterviewId'));
    const next = value === OTHER ? null : planOf(value);
    setValue('jobInterviewId', next?.jobInterviewId ?? null);
    setValue('title', next?.name ?? '');
    if (next) setValue('durationMinutes', next.durationMinutes);
    if (sameIds(getValues('interviewerIds') ?? [], before?.defaultInterviewerIds ?? []))
      setValue('interviewerIds', next?.defaultInterviewerIds ?? []);
  };

  const submit = handleSubmit(async (body) => {
    try {
      const result = await send({ applicationId, candidateId, body }).unwrap();
      toastSuccess(successMessage(result, 'Link sent to the candidate'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<SelfScheduleLinkBody>(FIELDS));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Send self-scheduling link"
      submitLabel="Send link"
      onSubmit={submit}
      isSaving={isLoading}
      maxWidth="sm"
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          The candidate gets an email with a link to pick one of the interviewers’ free times (weekdays,
          working hours, from tomorrow up to {SELF_SCHEDULE_DAYS_AHEAD} days ahead).
        </Typography>
        {planInterviews.length > 0 && (
          <TextField
            select
            fullWidth
            label="Interview"
            value={jobInterviewId ?? OTHER}
            onChange={(event) => choose(event.target.value)}
          >
            {planInterviews.map((item) => (
              <MenuItem key={item.jobInterviewId} value={item.jobInterviewId}>
                {item.name}
              </MenuItem>
            ))}
            <MenuItem value={OTHER}>Another interview</MenuItem>
          </TextField>
        )}
        {!jobInterviewId && (
          <FormTextField
            control={control}
            name="title"
            label="Title"
            placeholder="Interview"
            helperText="What the candidate sees; “Interview” when left empty"
          />
        )}
        <FormNumberField
          control={control}
          name="durationMinutes"
          label="Length (minutes)"
          required
          isInteger
        />
        <InterviewersField control={control} people={people} onPeopleFound={rememberPeople} />
        <FormTextField control={control} name="location" label="Location" />
        <FormTextField
          control={control}
          name="videoUrl"
          label="Video link"
          placeholder="https://"
          slotProps={{ htmlInput: { inputMode: 'url' } }}
        />
      </Stack>
    </FormDialog>
  );
}
