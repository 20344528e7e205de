import { useState } from 'react';
import {
  Alert,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import {
  ANONYMIZE_CHOICES,
  ANONYMIZE_CONFIRMATION,
  PROFILE_MESSAGES,
  type HarvestAnonymizeField,
} from '@atrium/shared/schemas/recruiting/candidate-profile';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useAnonymizeCandidateMutation } from '../api/candidate-profile-api';

/**
 * GDPR erasure: the fields to blank (all chosen at first), and ANONYMIZE typed, since nothing is kept
 * to undo it with. The server checks the word too.
 */
export function AnonymizeCandidateDialog({
  candidateId,
  onClose,
}: {
  candidateId: string;
  onClose: () => void;
}) {
  const [anonymize, { isLoading }] = useAnonymizeCandidateMutation();
  const [fields, setFields] = useState<Set<HarvestAnonymizeField>>(
    () => new Set(ANONYMIZE_CHOICES.map((choice) => choice.field)),
  );
  const [typed, setTyped] = useState('');
  const [problems, setProblems] = useState<{ fields?: string; confirmation?: string; other?: string }>({});

  const toggle = (field: HarvestAnonymizeField) =>
    setFields((current) => {
      const next = new Set(current);
      if (next.has(field)) next.delete(field);
      else next.add(field);
      return next;
    });

  const submit = async () => {
    const local = {
      ...(fields.size === 0 && { fields: PROFILE_MESSAGES.chooseFields }),
      ...(typed.trim() !== ANONYMIZE_CONFIRMATION && { confirmation: PROFILE_MESSAGES.confirmAnonymize }),
    };
    setProblems(local);
    if (Object.keys(local).length) return;
    try {
      const answer = await anonymize({
        id: candidateId,
        body: { fields: [...fields], confirmation: ANONYMIZE_CONFIRMATION },
      }).unwrap();
      toastSuccess(successMessage(answer, 'Candidate anonymised'));
      onClose();
    } catch (error) {
      const byField = Object.fromEntries(
        fieldErrors(error).map((entry) => [entry.path.split('.')[0], entry.message]),
      );
      setProblems(
        Object.keys(byField).length
          ? byField
          : { other: errorMessage(error, 'The candidate could not be anonymised.') },
      );
    }
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Anonymise candidate"
      submitLabel="Anonymise"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      isSaving={isLoading}
      maxWidth="sm"
    >
      <Stack spacing={2.5}>
        <Alert severity="warning">
          The chosen fields are blanked and the files deleted for good. This cannot be undone.
        </Alert>
        {problems.other && <Alert severity="error">{problems.other}</Alert>}
        <FormControl component="fieldset" error={Boolean(problems.fields)}>
          <FormLabel component="legend">Fields to anonymise</FormLabel>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xxs: '1fr', sm: '1fr 1fr' } }}>
            {ANONYMIZE_CHOICES.map((choice) => (
              <FormControlLabel
                key={choice.field}
                control={
                  <Checkbox checked={fields.has(choice.field)} onChange={() => toggle(choice.field)} />
                }
                label={choice.label}
              />
            ))}
          </FormGroup>
          {problems.fields && <FormHelperText>{problems.fields}</FormHelperText>}
        </FormControl>
        <TextField
          label={`Confirm by typing ${ANONYMIZE_CONFIRMATION}`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={Boolean(problems.confirmation)}
          helperText={problems.confirmation}
          autoComplete="off"
          required
        />
      </Stack>
    </FormDialog>
  );
}
