import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, type FieldPath } from 'react-hook-form';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  criterionBodySchema,
  MAX_CRITERION_VALUES,
  type CriterionBody,
  type CriterionInput,
} from '@atrium/shared/schemas/onboarding/criteria';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveCriterionMutation, type Criterion } from '../api/criteria-api';

const EMPTY: CriterionBody = { name: '', values: [{ name: '' }, { name: '' }] };
const valuesOf = (criterion: Criterion): CriterionBody => ({
  name: criterion.name,
  values: criterion.values.map((value) => ({ id: value.id, name: value.name })),
});

/** `name`, `values`, `values.2.name`: the form has a field for each; a value's id error is its name's. */
const fieldOf = (path: string): FieldPath<CriterionBody> | null => {
  if (path === 'name' || path === 'values') return path;
  const match = /^values\.(\d+)/.exec(path);
  return match ? (`values.${Number(match[1])}.name` as FieldPath<CriterionBody>) : null;
};

/** Adds a criterion or renames one and changes its values (kept by id, so hires keep theirs). */
export function CriterionDialog({
  criterion,
  open,
  onClose,
}: {
  /** The criterion to change; null adds one. */
  criterion: Criterion | null;
  open: boolean;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveCriterionMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<
    CriterionBody,
    unknown,
    CriterionInput
  >({
    resolver: zodResolver(criterionBodySchema),
    defaultValues: EMPTY,
  });
  const values = useFieldArray({ control, name: 'values', keyName: 'key' });
  useEffect(() => {
    if (open) reset(criterion ? valuesOf(criterion) : EMPTY);
  }, [open, criterion, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const result = await save({ id: criterion?.id, body }).unwrap();
      toastSuccess(successMessage(result, 'Criterion saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });
  const valuesError = formState.errors.values?.message ?? formState.errors.values?.root?.message;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={criterion ? 'Edit criterion' : 'Add criterion'}
      submitLabel={criterion ? 'Save' : 'Add criterion'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label="Criterion"
          placeholder="e.g. Remote"
          required
          autoFocus
        />
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            Values
          </Typography>
          <Stack spacing={1.5}>
            {values.fields.map((field, index) => (
              <Stack key={field.key} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <FormTextField
                  control={control}
                  name={`values.${index}.name`}
                  label={`Value ${index + 1}`}
                  size="small"
                  required
                />
                <Tooltip title="Remove value">
                  <span>
                    <IconButton
                      aria-label={`Remove value ${index + 1}`}
                      onClick={() => values.remove(index)}
                      disabled={values.fields.length === 1}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            ))}
          </Stack>
          {valuesError && <FormHelperText error>{valuesError}</FormHelperText>}
          <Button
            startIcon={<AddIcon />}
            onClick={() => values.append({ name: '' })}
            disabled={values.fields.length >= MAX_CRITERION_VALUES}
            sx={{ mt: 1 }}
          >
            Add value
          </Button>
        </Box>
      </Stack>
    </FormDialog>
  );
}
