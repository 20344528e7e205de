import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { POST_QUESTION_TYPE_LABELS, POST_QUESTION_TYPES } from '@atrium/shared/schemas/recruiting/job-posts';
import { FormCheckboxField } from '../../../../components/form/checkbox-field';
import { SortableList } from '../../../../components/ui/sortable-list';
import type { PostFormValues } from '../utils/post-form';

const isSelect = (type: string) => type === 'single_select' || type === 'multi_select';

/** The post's own application questions: add, edit, reorder (drag or keyboard) and remove. */
export function PostQuestionsEditor({
  control,
  errors,
}: {
  control: Control<PostFormValues>;
  errors: FieldErrors<PostFormValues>;
}) {
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'questions', keyName: 'key' });
  return (
    <Stack spacing={2}>
      {fields.length === 0 && (
        <Typography color="text.secondary">
          No questions of your own yet: candidates answer only the standard fields.
        </Typography>
      )}
      <SortableList
        label="Application questions"
        items={fields}
        getId={(field) => field.key}
        getLabel={(field) => field.label || 'New question'}
        onReorder={(items) => replace(items.map(({ key: _key, ...question }) => question))}
        renderItem={(field) => {
          const index = fields.findIndex((candidate) => candidate.key === field.key);
          const fieldErrors = errors.questions?.[index];
          return (
            <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xxs: '1fr', md: '2fr 1fr auto auto' },
                  alignItems: 'start',
                }}
              >
                <Controller
                  control={control}
                  name={`questions.${index}.label`}
                  render={({ field: input }) => (
                    <TextField
                      {...input}
                      label="Question"
                      required
                      error={Boolean(fieldErrors?.label)}
                      helperText={fieldErrors?.label?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`questions.${index}.type`}
                  render={({ field: input }) => (
                    <TextField {...input} select label="Answer type">
                      {POST_QUESTION_TYPES.map((type) => (
                        <MenuItem key={type} value={type}>
                          {POST_QUESTION_TYPE_LABELS[type]}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <FormCheckboxField<PostFormValues>
                  control={control}
                  name={`questions.${index}.required`}
                  label="Required"
                />
                <Tooltip title="Remove question">
                  <IconButton
                    aria-label={`Remove question ${field.label || index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </Box>
              <Controller
                control={control}
                name={`questions.${index}.type`}
                render={({ field: type }) =>
                  isSelect(type.value) ? (
                    <Controller
                      control={control}
                      name={`questions.${index}.optionsText`}
                      render={({ field: input }) => (
                        <TextField
                          {...input}
                          label="Options, one per line"
                          multiline
                          minRows={2}
                          fullWidth
                          sx={{ mt: 2 }}
                          error={Boolean(fieldErrors?.optionsText)}
                          helperText={fieldErrors?.optionsText?.message ?? 'At least two'}
                        />
                      )}
                    />
                  ) : (
                    <></>
                  )
                }
              />
            </Paper>
          );
        }}
      />
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ label: '', type: 'short_text', required: false, optionsText: '' })}
        >
          Add a question
        </Button>
      </Box>
    </Stack>
  );
}
