import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { z } from 'zod';
import {
  MAX_PRIORITIES,
  UPDATE_MESSAGES,
  updateContentSchema,
  type Priority,
} from '@atrium/shared/schemas/performance/updates';
import { UnsavedChangesDialog } from '../../../../components/ui/unsaved-changes-dialog';
import { useUnsavedChangesPrompt } from '../../../../components/ui/use-unsaved-changes-prompt';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveUpdateMutation, type UpdateDetail } from '../api/updates-api';
import { SentimentPicker } from './sentiment-picker';

// The form keeps whether each priority came from the last update; the request leaves that to the
// server, which knows it by the priority's id.
const formSchema = updateContentSchema.omit({ share: true, priorities: true }).extend({
  priorities: z
    .array(
      z.object({
        id: z.string().optional(),
        text: z.string().trim().min(1, 'Write the priority, or remove it').max(300),
        done: z.boolean(),
        carriedOver: z.boolean(),
      }),
    )
    .max(MAX_PRIORITIES, `Keep to ${MAX_PRIORITIES} priorities`),
});
type FormValues = z.input<typeof formSchema>;
const NO_PRIORITIES: readonly Priority[] = [];
type FormOutput = z.output<typeof formSchema>;

const valuesOf = (
  questions: readonly string[],
  update: UpdateDetail | null,
  carried: readonly Priority[],
): FormValues =>
  update
    ? {
        answers: update.answers.map((entry) => entry.answer),
        sentiment: update.sentiment,
        accomplishments: update.accomplishments,
        priorities: update.priorities.map((priority) => ({ ...priority })),
      }
    : {
        answers: questions.map(() => ''),
        sentiment: null,
        accomplishments: '',
        priorities: carried.map((priority) => ({ ...priority })),
      };

const fieldOf = (path: string): FieldPath<FormValues> | null =>
  /^(answers|priorities)\.\d+(\.text)?$/.test(path) || path === 'sentiment' || path === 'accomplishments'
    ? (path as FieldPath<FormValues>)
    : null;

/**
 * A question written out above its field (a question is often longer than a field's label can show
 * on a phone), naming the field, with a hint or the error under it.
 */
function LabelledText({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const helperId = useId();
  const helper = error ?? hint;
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 500, mb: 0.75 }}>
        {label}
      </Typography>
      {children(id, helper ? helperId : undefined)}
      {helper && (
        <FormHelperText id={helperId} error={Boolean(error)}>
          {helper}
        </FormHelperText>
      )}
    </Box>
  );
}

/**
 * Writes an update: the period's questions, how it felt, what got done and the priorities for the
 * next period. Saved as a draft (only its author reads it) or shared with the manager; a shared
 * update stays editable until it is reviewed.
 */
export function UpdateForm({
  questions,
  update,
  carriedPriorities = NO_PRIORITIES,
  managerName,
  onSaved,
  onCancel,
}: {
  questions: readonly string[];
  update: UpdateDetail | null;
  carriedPriorities?: readonly Priority[];
  managerName: string | null;
  onSaved?: (update: UpdateDetail) => void;
  onCancel?: () => void;
}) {
  const [save, { isLoading }] = useSaveUpdateMutation();
  const [newPriority, setNewPriority] = useState('');
  const isShared = update !== null && update.status !== 'draft';
  const { control, handleSubmit, reset, setError, formState } = useForm<FormValues, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(questions, update, carriedPriorities),
  });
  const priorities = useFieldArray({ control, name: 'priorities' });
  const { blocker, allowNavigation } = useUnsavedChangesPrompt(formState.isDirty);
  const prioritiesLabel = useId();
  useEffect(() => {
    reset(valuesOf(questions, update, carriedPriorities));
  }, [questions, update, carriedPriorities, reset]);

  const submit = (share: boolean) =>
    handleSubmit(async (values) => {
      if ((share || isShared) && values.sentiment === null) {
        setError('sentiment', { message: UPDATE_MESSAGES.sentimentRequired }, { shouldFocus: true });
        return;
      }
      try {
        const result = await save({
          id: update?.id ?? null,
          body: {
            ...values,
            priorities: values.priorities.map(({ id, text, done }) => ({ id, text, done })),
            share,
          },
        }).unwrap();
        allowNavigation();
        toastSuccess(successMessage(result, 'Update saved'));
        reset(valuesOf(questions, result.data, []));
        onSaved?.(result.data);
      } catch (error) {
        showServerErrors(error, setError, fieldOf);
      }
    });

  const addPriority = () => {
    const text = newPriority.trim();
    if (!text) return;
    priorities.append({ text, done: false, carriedOver: false });
    setNewPriority('');
  };
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addPriority();
  };

  return (
    // Enter in a one-line field saves (a draft stays a draft): sharing is always a deliberate click.
    <Box component="form" noValidate onSubmit={(event) => void submit(false)(event)}>
      <Stack spacing={3}>
        <Controller
          control={control}
          name="sentiment"
          render={({ field, fieldState }) => (
            <SentimentPicker
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        {questions.map((question, index) => (
          <Controller
            key={question + String(index)}
            control={control}
            name={`answers.${index}`}
            render={({ field, fieldState }) => (
              <LabelledText label={question} error={fieldState.error?.message}>
                {(id, describedBy) => (
                  <TextField
                    {...field}
                    id={id}
                    multiline
                    minRows={2}
                    fullWidth
                    error={Boolean(fieldState.error)}
                    slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
                  />
                )}
              </LabelledText>
            )}
          />
        ))}
        <Controller
          control={control}
          name="accomplishments"
          render={({ field, fieldState }) => (
            <LabelledText
              label="What did you get done?"
              hint="Your accomplishments this period."
              error={fieldState.error?.message}
            >
              {(id, describedBy) => (
                <TextField
                  {...field}
                  id={id}
                  multiline
                  minRows={2}
                  fullWidth
                  error={Boolean(fieldState.error)}
                  slotProps={{ htmlInput: { 'aria-describedby': describedBy } }}
                />
              )}
            </LabelledText>
          )}
        />
        <Box component="section" aria-labelledby={prioritiesLabel}>
          <Typography id={prioritiesLabel} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Priorities for the next period
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Tick the ones you have done. Those left open carry over to your next update.
          </Typography>
          <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Priorities">
            {priorities.fields.map((priority, index) => (
              <Stack
                key={priority.id}
                component="li"
                direction="row"
                spacing={1}
                sx={{ alignItems: 'flex-start' }}
              >
                <Controller
                  control={control}
                  name={`priorities.${index}.done`}
                  render={({ field }) => (
                    <Checkbox
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      inputProps={{ 'aria-label': `Done: ${priority.text}` }}
                      sx={{ mt: 0.5 }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`priorities.${index}.text`}
                  render={({ field, fieldState }) => (
                    <TextField
                      {...field}
                      size="small"
                      fullWidth
                      multiline
                      label={`Priority ${index + 1}`}
                      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
                      error={Boolean(fieldState.error)}
                      helperText={
                        fieldState.error?.message ??
                        (priority.carriedOver ? 'Carried over from your last update' : undefined)
                      }
                    />
                  )}
                />
                <Tooltip title="Remove">
                  <IconButton
                    aria-label={`Remove priority ${index + 1}`}
                    onClick={() => priorities.remove(index)}
                    sx={{ mt: 0.25 }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            ))}
          </Stack>
          {priorities.fields.length < MAX_PRIORITIES && (
            <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
              <TextField
                size="small"
                fullWidth
                label="Add a priority"
                value={newPriority}
                onChange={(event) => setNewPriority(event.target.value)}
                onKeyDown={addOnEnter}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
              <Button variant="outlined" startIcon={<AddIcon />} onClick={addPriority} sx={{ flexShrink: 0 }}>
                Add
              </Button>
            </Stack>
          )}
        </Box>
        {!isShared && (
          <Alert severity="info">
            {managerName
              ? `${managerName} reads your update once you share it, and can comment and mark it reviewed. A draft is yours alone.`
              : 'You have no manager in Atrium yet: a shared update is read by HR until you have one.'}
          </Alert>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {isShared ? (
            <Button variant="contained" disabled={isLoading} onClick={(event) => void submit(false)(event)}>
              Save changes
            </Button>
          ) : (
            <>
              <Button variant="contained" disabled={isLoading} onClick={(event) => void submit(true)(event)}>
                Share with manager
              </Button>
              <Button variant="outlined" disabled={isLoading} onClick={(event) => void submit(false)(event)}>
                Save draft
              </Button>
            </>
          )}
          {onCancel && (
            <Button disabled={isLoading} onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
