import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  FEEDBACK_QUESTION_KIND_LABELS,
  feedbackSetBodySchema,
  type FeedbackSetBody,
  type FeedbackSetInput,
} from '@atrium/shared/schemas/onboarding/feedback';
import { FormCheckboxField } from '../../../../components/form/checkbox-field';
import { FormNumberField } from '../../../../components/form/number-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveFeedbackSetMutation, type FeedbackSet } from '../api/feedback-api';

const KIND_OPTIONS = Object.entries(FEEDBACK_QUESTION_KIND_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const EMPTY: FeedbackSetBody = {
  name: '',
  daysAfterStart: 7,
  isActive: true,
  questions: [{ kind: 'rating', prompt: '', required: true }],
};
const valuesOf = (set: FeedbackSet): FeedbackSetBody => ({
  name: set.name,
  daysAfterStart: set.daysAfterStart,
  isActive: set.isActive,
  questions: set.questions.map(({ id, kind, prompt, required }) => ({ id, kind, prompt, required })),
});

const fieldOf = (path: string): FieldPath<FeedbackSetBody> | null => {
  if (['name', 'daysAfterStart', 'questions'].includes(path)) return path as FieldPath<FeedbackSetBody>;
  const match = /^questions\.(\d+)\.(kind|prompt)/.exec(path) ?? /^questions\.(\d+)/.exec(path);
  return match ? (`questions.${match[1]}.${match[2] ?? 'prompt'}` as FieldPath<FeedbackSetBody>) : null;
};

/** Adds a feedback set or changes one (a kept question keeps its id and type, and its answers). */
export function FeedbackSetDialog({
  set,
  open,
  onClose,
}: {
  set: FeedbackSet | null;
  open: boolean;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveFeedbackSetMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    FeedbackSetBody,
    unknown,
    FeedbackSetInput
  >({
    resolver: zodResolver(feedbackSetBodySchema),
    defaultValues: EMPTY,
  });
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  useEffect(() => {
    if (open) reset(set ? valuesOf(set) : EMPTY);
  }, [open, set, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      toastSuccess(successMessage(await save({ id: set?.id, body }).unwrap(), 'Feedback set saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });
  const listError = formState.errors.questions?.message ?? formState.errors.questions?.root?.message;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={set ? 'Edit feedback set' : 'Add feedback set'}
      submitLabel={set ? 'Save' : 'Add feedback set'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          placeholder="e.g. First week"
          required
          autoFocus
        />
        <FormNumberField control={control} name="daysAfterStart" label="Days after the start date" required />
        <FormCheckboxField control={control} name="isActive" label="Send this set to new hires" />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Questions
          </Typography>
          <Stack spacing={2}>
            {questions.fields.map((question, index) => (
              <Stack key={question.key} spacing={1} role="group" aria-label={`Question ${index + 1}`}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <FormTextField
                    control={control}
                    name={`questions.${index}.prompt`}
                    label={`Question ${index + 1}`}
                    required
                    fullWidth
                  />
                  <Tooltip title="Remove question">
                    <span>
                      <IconButton
                        aria-label={`Remove question ${index + 1}`}
                        onClick={() => questions.remove(index)}
                        disabled={questions.fields.length === 1}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
                <Stack direction={{ xxs: 'column', sm: 'row' }} spacing={2}>
                  <FormSelectField
                    control={control}
                    name={`questions.${index}.kind`}
                    label="Answer type"
                    options={KIND_OPTIONS}
                    disabled={Boolean(question.id)}
                    helperText={question.id ? 'A question keeps its type once added' : undefined}
                  />
                  <FormCheckboxField
                    control={control}
                    name={`questions.${index}.required`}
                    label="Must be answered"
                  />
                </Stack>
              </Stack>
            ))}
          </Stack>
          {listError && <FormHelperText error>{listError}</FormHelperText>}
          <Button
            startIcon={<AddIcon />}
            onClick={() => questions.append({ kind: 'text', prompt: '', required: false })}
            disabled={questions.fields.length >= 20}
            sx={{ mt: 1 }}
          >
            Add question
          </Button>
        </Box>
      </Stack>
    </FormDialog>
  );
}
