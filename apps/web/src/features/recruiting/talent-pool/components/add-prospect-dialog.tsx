import { useCallback } from 'react';
import { FormControlLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { FormAsyncAutocompleteField } from '../../../../components/form/async-autocomplete-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useLazyListCandidatesQuery,
  type CandidateFilterOptions,
  type CandidateListItem,
} from '../../candidates/api/candidates-api';
import { NullableSelectField } from '../../candidates/components/nullable-select-field';
import { candidateName, headline } from '../../candidates/utils/candidate-labels';
import { useAddProspectMutation, type Pool } from '../api/talent-pool-api';

type Mode = 'existing' | 'new';

interface Values {
  mode: Mode;
  candidate: CandidateListItem | null;
  firstName: string;
  lastName: string;
  email: string;
  stageId: string;
  ownerId: string | null;
  note: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The server's own checks (addProspectBodySchema and the service), said before the round trip.
const valuesSchema = z
  .object({
    mode: z.enum(['existing', 'new']),
    candidate: z.object({ id: z.string() }).passthrough().nullable(),
    firstName: z.string().trim().max(80),
    lastName: z.string().trim().max(80),
    email: z.string().trim().max(320),
    stageId: z.string().min(1, 'Choose a stage'),
    ownerId: z.string().nullable(),
    note: z.string().trim().max(2000),
  })
  .superRefine((values, context) => {
    const issue = (path: keyof Values, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (values.mode === 'existing') {
      if (!values.candidate) issue('candidate', 'Choose a candidate');
      return;
    }
    if (!values.firstName) issue('firstName', MESSAGES.fieldRequired);
    if (!values.lastName) issue('lastName', MESSAGES.fieldRequired);
    if (!EMAIL.test(values.email)) issue('email', 'Enter a valid email address');
  });

// The server names the candidate by id; the form holds the picked candidate.
const fieldOf = (path: string): keyof Values | null => {
  if (path === 'candidateId') return 'candidate';
  return (
    (['firstName', 'lastName', 'email', 'stageId', 'ownerId', 'note'] as const).find(
      (name) => name === path,
    ) ?? null
  );
};

export interface AddProspectDialogProps {
  pool: Pool;
  /** The stage the form starts in (the page's stage filter), else the first. */
  stageId?: string;
  /** Colleagues who may own the prospect; without them there is no owner to choose. */
  users: CandidateFilterOptions['users'] | undefined;
  /** Whether the person may search the candidates (their view permission). */
  canSearchCandidates: boolean;
  onClose: () => void;
}

/** Someone already a candidate, or a new person, into the pool: a stage, an owner and a note. */
export function AddProspectDialog({
  pool,
  stageId,
  users,
  canSearchCandidates,
  onClose,
}: AddProspectDialogProps) {
  const [add, adding] = useAddProspectMutation();
  const [findCandidates] = useLazyListCandidatesQuery();
  const { control, handleSubmit, setError, setValue, clearErrors } = useForm<Values>({
    resolver: zodResolver(valuesSchema) as unknown as Resolver<Values>,
    defaultValues: {
      mode: canSearchCandidates ? 'existing' : 'new',
      candidate: null,
      firstName: '',
      lastName: '',
      email: '',
      stageId: stageId ?? pool.stages[0]?.id ?? '',
      ownerId: null,
      note: '',
    },
  });
  const mode = useWatch({ control, name: 'mode' });

  const fetchCandidates = useCallback(
    async (search: string) => (await findCandidates({ search, limit: 10, page: 1 }).unwrap()).items,
    [findCandidates],
  );

  const submit = handleSubmit(async (values) => {
    const isExisting = values.mode === 'existing';
    try {
      const result = await add({
        poolId: pool.id,
        stageId: values.stageId,
        ownerId: values.ownerId,
        candidateId: isExisting ? values.candidate!.id : null,
        firstName: isExisting ? '' : values.firstName,
        lastName: isExisting ? '' : values.lastName,
        email: isExisting ? '' : values.email,
        note: values.note,
      }).unwrap();
      toastSuccess(successMessage(result, 'Prospect added'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={`Add prospect to ${pool.name}`}
      submitLabel="Add prospect"
      onSubmit={submit}
      isSaving={adding.isLoading}
    >
      <Stack spacing={2}>
        {canSearchCandidates && (
          <RadioGroup
            row
            aria-label="Who"
            value={mode}
            onChange={(_, value) => {
              setValue('mode', value as Mode);
              clearErrors();
            }}
          >
            <FormControlLabel value="existing" control={<Radio />} label="An existing candidate" />
            <FormControlLabel value="new" control={<Radio />} label="A new person" />
          </RadioGroup>
        )}
        {mode === 'existing' ? (
          <FormAsyncAutocompleteField<Values, CandidateListItem>
            control={control}
            name="candidate"
            label="Candidate"
            required
            placeholder="Search by name or email"
            fetchOptions={fetchCandidates}
            getOptionLabel={candidateName}
            getOptionKey={(candidate) => candidate.id}
            renderOption={(candidate) => (
              <Stack sx={{ minWidth: 0 }}>
                <Typography>{candidateName(candidate)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[candidate.email, headline(candidate)].filter(Boolean).join(' · ')}
                </Typography>
              </Stack>
            )}
            noOptionsText="No candidate found"
          />
        ) : (
          <>
            <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField control={control} name="firstName" label="First name" required />
              <FormTextField control={control} name="lastName" label="Last name" required />
            </Stack>
            <FormTextField control={control} name="email" label="Email" type="email" required />
          </>
        )}
        <FormSelectField
          control={control}
          name="stageId"
          label="Stage"
          required
          options={pool.stages.map((stage) => ({ value: stage.id, label: stage.name }))}
        />
        {users && (
          <NullableSelectField
            control={control}
            name="ownerId"
            label="Owner"
            noneLabel="No owner"
            options={users.map((user) => ({ value: user.id, label: user.name }))}
          />
        )}
        <FormTextField
          control={control}
          name="note"
          label="Note"
          multiline
          minRows={3}
          helperText="Kept on the candidate's activity feed"
        />
      </Stack>
    </FormDialog>
  );
}
