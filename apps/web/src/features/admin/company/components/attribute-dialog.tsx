import { useEffect } from 'react';
import { Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  createAttributeBodySchema,
  isSelectType,
  USER_ATTRIBUTE_TYPES,
  type CreateAttributeBody,
  type UserAttributeType,
} from '@atrium/shared/schemas/admin/organisation';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { fieldsNamed, showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import {
  useCreateAttributeMutation,
  useUpdateAttributeMutation,
  type UserAttribute,
} from '../api/company-api';
import { ATTRIBUTE_TYPE_LABELS } from '../utils/attribute-types';

interface FormValues {
  label: string;
  type: UserAttributeType;
  options: Array<{ id?: string; label: string }>;
}

const toValues = (attribute: UserAttribute | null): FormValues => ({
  label: attribute?.label ?? '',
  type: attribute?.type ?? 'text',
  options: attribute?.options.map((option) => ({ id: option.id, label: option.label })) ?? [],
});

export interface AttributeDialogProps {
  open: boolean;
  attribute: UserAttribute | null;
  onClose: () => void;
}

/**
 * Creates or edits a user attribute. The type is fixed once created (stored values would lose their
 * meaning); a select's options may be renamed, added or removed, and keep their ids when renamed.
 */
export function AttributeDialog({ open, attribute, onClose }: AttributeDialogProps) {
  const [create, creating] = useCreateAttributeMutation();
  const [update, updating] = useUpdateAttributeMutation();
  const isSaving = creating.isLoading || updating.isLoading;
  const { control, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(createAttributeBodySchema) as unknown as Resolver<FormValues>,
    defaultValues: toValues(attribute),
  });
  const options = useFieldArray({ control, name: 'options' });
  const type = useWatch({ control, name: 'type' });

  useEffect(() => {
    if (open) reset(toValues(attribute));
  }, [open, attribute, reset]);

  const submit = handleSubmit(async (values) => {
    const selectOptions = isSelectType(values.type) ? values.options : [];
    try {
      const result = attribute
        ? await update({ id: attribute.id, body: { label: values.label, options: selectOptions } }).unwrap()
        : await create({ ...values, options: selectOptions } as CreateAttributeBody).unwrap();
      toastSuccess(successMessage(result, attribute ? 'Attribute saved' : 'Attribute created'));
      onClose();
    } catch (error) {
      showServerErrors(error, setError, fieldsNamed<FormValues>(['label', 'type', 'options']));
    }
  });

  const optionsError = formState.errors.options?.root?.message ?? formState.errors.options?.message;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={attribute ? 'Edit attribute' : 'Create attribute'}
      submitLabel={attribute ? 'Save' : 'Create attribute'}
      onSubmit={submit}
      isSaving={isSaving}
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="label" label="Label" required />
        <FormSelectField
          control={control}
          name="type"
          label="Type"
          required
          disabled={Boolean(attribute)}
          helperText={attribute ? 'The type cannot change once values are stored' : undefined}
          options={USER_ATTRIBUTE_TYPES.map((value) => ({ value, label: ATTRIBUTE_TYPE_LABELS[value] }))}
        />
        {isSelectType(type) && (
          <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2">
              Options
            </Typography>
            {options.fields.map((option, index) => (
              <Stack key={option.id} direction="row" spacing={1} alignItems="flex-start">
                <FormTextField
                  control={control}
                  name={`options.${index}.label`}
                  label={`Option ${index + 1}`}
                  required
                />
                <Tooltip title="Remove option">
                  <IconButton
                    aria-label={`Remove option ${index + 1}`}
                    onClick={() => options.remove(index)}
                    sx={{ mt: 1 }}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            ))}
            {optionsError && <FormHelperText error>{optionsError}</FormHelperText>}
            <div>
              <Button startIcon={<AddIcon />} onClick={() => options.append({ label: '' })}>
                Add option
              </Button>
            </div>
          </Stack>
        )}
      </Stack>
    </FormDialog>
  );
}
