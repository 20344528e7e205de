import { useEffect, useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { Stack } from '@mui/material';
import { fieldValuesSchema, type FieldDefinition } from '@atrium/shared/schemas/onboarding/fields';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { showServerErrors } from '../../../../lib/server-field-errors';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { CustomFieldInput } from '../../profile/components/custom-field-input';
import { useSaveHireFieldValuesMutation, type FieldsTable } from '../api/fields-api';

type Row = FieldsTable['items'][number];
interface FormValues {
  fieldValues: Record<string, unknown>;
}

const NO_CHOICES = { people: [], teams: [] };
// Person and team fields need the profile's choices; the table edits the others.
const isEditableHere = (field: FieldDefinition) =>
  field.type !== 'person' && field.type !== 'team' && field.type !== 'image';

const startOf = (row: Row, fields: readonly FieldDefinition[]): FormValues => ({
  fieldValues: Object.fromEntries(
    fields.map((field) => [
      field.id,
      field.type === 'masked'
        ? ''
        : (row.values[field.id] ??
          (field.type === 'multiple_choice'
            ? []
            : field.type === 'address' || field.type === 'contact'
              ? null
              : '')),
    ]),
  ),
});

/** HR fills in a hire's custom fields (`field.edit`); a masked field left empty keeps its value. */
export function HireFieldsDialog({
  row,
  fields,
  onClose,
}: {
  row: Row | null;
  fields: readonly FieldDefinition[];
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveHireFieldValuesMutation();
  const editable = useMemo(() => fields.filter(isEditableHere), [fields]);
  const schema = useMemo(() => fieldValuesSchema(editable, { enforceRequired: false }), [editable]);
  const outgoing = (values: FormValues) =>
    Object.fromEntries(
      Object.entries(values.fieldValues).filter(
        ([id, value]) => !(editable.find((field) => field.id === id)?.type === 'masked' && value === ''),
      ),
    );
  const { control, handleSubmit, reset, setError } = useForm<FormValues>({
    resolver: async (values, context, options) => {
      const result = await zodResolver(schema)(outgoing(values) as never, context, options as never);
      const errors = Object.fromEntries(Object.entries(result.errors).map(([id, error]) => [id, error]));
      return Object.keys(errors).length > 0
        ? { values: {}, errors: { fieldValues: errors } as never }
        : { values, errors: {} };
    },
    defaultValues: { fieldValues: {} },
  });
  useEffect(() => {
    if (row) reset(startOf(row, editable));
  }, [row, editable, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      toastSuccess(
        successMessage(
          await save({ newHireId: row!.newHireId, values: outgoing(values) }).unwrap(),
          'Fields saved',
        ),
      );
      onClose();
    } catch (error) {
      showServerErrors(
        error,
        setError,
        (path) => path.replace(/^values\./, 'fieldValues.') as FieldPath<FormValues>,
      );
    }
  });

  return (
    <FormDialog
      open={row !== null}
      onClose={onClose}
      title={row ? `Fields of ${row.name}` : 'Fields'}
      submitLabel="Save"
      onSubmit={(event) => void submit(event)}
      isSaving={isLoading}
    >
      <Stack spacing={2}>
        {editable.map((field) => (
          <CustomFieldInput
            key={field.id}
            control={control}
            field={field}
            choices={NO_CHOICES}
            maskedValue={
              field.type === 'masked' ? ((row?.values[field.id] as string | undefined) ?? null) : undefined
            }
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
