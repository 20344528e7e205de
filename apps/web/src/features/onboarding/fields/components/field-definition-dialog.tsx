import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  DEFAULT_FIELD_SECTION,
  FIELD_TYPE_LABELS,
  fieldDefinitionBodySchema,
  isChoiceField,
  type FieldDefinitionBody,
} from '@atrium/shared/schemas/onboarding/fields';
import { FormCheckboxField } from '../../../../components/form/checkbox-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useSaveOnboardingFieldMutation, type FieldDefinition } from '../api/fields-api';

const TYPE_OPTIONS = Object.entries(FIELD_TYPE_LABELS).map(([value, label]) => ({ value, label }));

// The options live as { name } rows in the form (a field array needs objects), strings on the wire.
type FormValues = Omit<FieldDefinitionBody, 'options'> & { options: Array<{ name: string }> };

const EMPTY: FormValues = {
  name: '',
  section: DEFAULT_FIELD_SECTION,
  type: 'text',
  required: false,
  helpText: '',
  options: [],
};
const valuesOf = (field: FieldDefinition): FormValues => ({
  name: field.name,
  section: field.section,
  type: field.type,
  required: field.required,
  helpText: field.helpText ?? '',
  options: field.options.map((name) => ({ name })),
});

const formSchema = fieldDefinitionBodySchema;
const toBody = (values: FormValues): FieldDefinitionBody => ({
  ...values,
  options: isChoiceField(values.type) ? values.options.map((option) => option.name) : [],
});
const fieldOf = (path: string): FieldPath<FormValues> | null => {
  if (['name', 'section', 'type', 'helpText', 'options'].includes(path)) return path as FieldPath<FormValues>;
  const match = /^options\.(\d+)/.exec(path);
  return match ? (`options.${match[1]}.name` as FieldPath<FormValues>) : null;
};

/** Adds a custom field or changes one (its type only while no hire has answered it). */
export function FieldDefinitionDialog({
  field,
  open,
  onClose,
}: {
  field: FieldDefinition | null;
  open: boolean;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveOnboardingFieldMutation();
  const { control, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    // The wire's shape is checked: options as strings, and only for choice fields.
    resolver: async (values, context, options) => {
      const result = await zodResolver(formSchema)(toBody(values) as never, context, options as never);
      return Object.keys(result.errors).length > 0
        ? { values: {}, errors: result.errors as never }
        : { values, errors: {} };
    },
    defaultValues: EMPTY,
  });
  const optionRows = useFieldArray({ control, name: 'options' });
  const type = useWatch({ control, name: 'type' });
  useEffect(() => {
    if (open) reset(field ? valuesOf(field) : EMPTY);
  }, [open, field, reset]);
  const hasOptions = isChoiceField(type);

  const submit = handleSubmit(async (values) => {
    try {
      const body = formSchema.parse(toBody(values));
      toastSuccess(successMessage(await save({ id: field?.id, body }).unwrap(), 'Field saved'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldOf);
    }
  });
  const optionsError = formState.errors.options?.message ?? formState.errors.options?.root?.message;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={field ? 'Edit field' : 'Add field'}
      submitLabel={field ? 'Save' : 'Add field'}
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label="Field name"
          placeholder="e.g. T-shirt size"
          required
          autoFocus
        />
        <FormSelectField
          control={control}
          name="type"
          label="Type"
          options={TYPE_OPTIONS}
          required
          helperText={
            type === 'masked' ? 'Kept encrypted; shown as •••• and the last four characters.' : undefined
          }
        />
        <FormTextField
          control={control}
          name="section"
          label="Section"
          helperText="The heading it sits under in the profile form."
        />
        <FormTextField control={control} name="helpText" label="Help text" multiline minRows={2} />
        <FormCheckboxField control={control} name="required" label="New hires must fill this in" />
        {hasOptions && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              Options
            </Typography>
            <Stack spacing={1.5}>
              {optionRows.fields.map((row, index) => (
                <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <FormTextField
                    control={control}
                    name={`options.${index}.name`}
                    label={`Option ${index + 1}`}
                    size="small"
                    required
                  />
                  <Tooltip title="Remove option">
                    <IconButton
                      aria-label={`Remove option ${index + 1}`}
                      onClick={() => optionRows.remove(index)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              ))}
            </Stack>
            <Button
              startIcon={<AddIcon />}
              onClick={() => optionRows.append({ name: '' })}
              disabled={optionRows.fields.length >= 50}
              sx={{ mt: 1 }}
            >
              Add option
            </Button>
          </Box>
        )}
        {optionsError && <FormHelperText error>{optionsError}</FormHelperText>}
      </Stack>
    </FormDialog>
  );
}
