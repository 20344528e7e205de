import type { z } from 'zod';
import { Box, Button, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  candidateNoteBodySchema,
  NOTE_VISIBILITIES,
  NOTE_VISIBILITY_LABELS,
  type CandidateNoteInput,
} from '@atrium/shared/schemas/recruiting/candidates';
import { FormMentionTextField } from '../../../../components/editor/mention-text-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useAddCandidateNoteMutation, type CandidateDetail } from '../api/candidates-api';
import { NullableSelectField } from './nullable-select-field';

type NoteForm = z.input<typeof candidateNoteBodySchema>;

const VISIBILITY_OPTIONS = NOTE_VISIBILITIES.map((value) => ({
  value,
  label: NOTE_VISIBILITY_LABELS[value],
}));

export interface NoteComposerProps {
  candidate: CandidateDetail;
  /** Colleagues who can be mentioned; each mention is kept as @[Name](id). */
  users: ReadonlyArray<{ id: string; name: string }>;
}

/** A note on the candidate, for the team: "@" mentions a colleague, who hears of it. */
export function NoteComposer({ candidate, users }: NoteComposerProps) {
  const [addNote, { isLoading }] = useAddCandidateNoteMutation();
  const { control, handleSubmit, setError, reset, getValues } = useForm<
    NoteForm,
    unknown,
    CandidateNoteInput
  >({
    resolver: zodResolver(candidateNoteBodySchema),
    defaultValues: { body: '', visibility: 'public', applicationId: null },
  });
  const mentions = users.map((user) => ({ id: user.id, display: user.name }));
  const applications = candidate.applications
    .filter((application) => application.job)
    .map((application) => ({ value: application.id, label: application.job!.name }));

  const submit = handleSubmit(async (body) => {
    try {
      toastSuccess(successMessage(await addNote({ id: candidate.id, body }).unwrap(), 'Note saved'));
      // The next note is likely about the same thing, seen by the same people.
      reset({ ...getValues(), body: '' });
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<NoteForm>(['body', 'visibility', 'applicationId']));
    }
  });

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Add a note">
      <Stack spacing={2}>
        <FormMentionTextField<NoteForm>
          control={control}
          name="body"
          label="Note"
          placeholder="Add a note; type @ to mention a colleague"
          mentions={mentions}
          required
        />
        {/* One above the other: the note sits in a narrow column beside the applications. */}
        <Stack spacing={2}>
          <FormSelectField<NoteForm>
            control={control}
            name="visibility"
            label="Visible to"
            options={VISIBILITY_OPTIONS}
          />
          {applications.length > 0 && (
            <NullableSelectField<NoteForm>
              control={control}
              name="applicationId"
              label="About"
              noneLabel="The candidate in general"
              options={applications}
            />
          )}
        </Stack>
        <Box>
          <Button type="submit" variant="contained" loading={isLoading}>
            Save note
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
