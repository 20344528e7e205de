import { useState } from 'react';
import { Stack, Typography } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldDefinition } from '@atrium/shared/schemas/onboarding/fields';
import type { Profile } from '@atrium/shared/schemas/onboarding/profile';
import { FormDateField } from '../../../../components/form/date-field';
import { FormMultiSelectField } from '../../../../components/form/multi-select-field';
import { FormSelectField } from '../../../../components/form/select-field';
import { FormTextField } from '../../../../components/form/text-field';
import { SingleFileUpload } from '../../../../components/upload/single-file-upload';
import { AddressFields, COUNTRY_OPTIONS } from './address-fields';

const IMAGE_ACCEPT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};

/** An image field: uploaded through /api/files (checked by content there); the value is the file's id. */
function ImageFieldInput<T extends FieldValues>({
  control,
  name,
  field,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  field: FieldDefinition;
}) {
  const { field: input, fieldState } = useController({ name, control });
  const [url, setUrl] = useState<string | null>(null);
  return (
    <Stack spacing={0.5}>
      <SingleFileUpload
        label={field.name}
        required={field.required}
        value={url}
        preview="image"
        accept={IMAGE_ACCEPT}
        hint="JPEG, PNG, GIF or WebP"
        onChange={(next, file) => {
          setUrl(next);
          input.onChange(file?.id ?? null);
        }}
        error={fieldState.error?.message}
      />
      {!url && typeof input.value === 'string' && input.value && (
        <Typography variant="body2" color="text.secondary">
          An image is on file. Upload another to replace it.
        </Typography>
      )}
    </Stack>
  );
}

/**
 * One custom field of the company, by its type, under `fieldValues.<id>`. A masked field is never
 * shown: its box is empty with the masked value as a hint, and left empty it keeps what is stored.
 */
export function CustomFieldInput<T extends FieldValues>({
  control,
  field,
  choices,
  maskedValue,
}: {
  control: Control<T>;
  field: FieldDefinition;
  choices: Profile['choices'];
  /** The stored value's masked form ("•••• 1234"), for a masked field. */
  maskedValue?: string | null;
}) {
  const name = `fieldValues.${field.id}` as FieldPath<T>;
  const common = {
    control,
    name,
    label: field.name,
    required: field.required,
    helperText: field.helpText ?? undefined,
  };
  const options = field.options.map((option) => ({ value: option, label: option }));
  switch (field.type) {
    case 'text':
      return <FormTextField {...common} fullWidth />;
    case 'long_text':
      return <FormTextField {...common} fullWidth multiline minRows={3} />;
    case 'date':
      return <FormDateField {...common} />;
    case 'single_choice':
      return <FormSelectField {...common} options={options} />;
    case 'multiple_choice':
      return <FormMultiSelectField {...common} options={options} />;
    case 'country':
      return <FormSelectField {...common} options={COUNTRY_OPTIONS} searchable />;
    case 'person':
      return (
        <FormSelectField
          {...common}
          options={choices.people.map((p) => ({ value: p.id, label: p.name }))}
          searchable
        />
      );
    case 'team':
      return (
        <FormSelectField
          {...common}
          options={choices.teams.map((t) => ({ value: t.id, label: t.name }))}
          searchable
        />
      );
    case 'image':
      return <ImageFieldInput control={control} name={name} field={field} />;
    case 'masked':
      return (
        <FormTextField
          {...common}
          fullWidth
          autoComplete="off"
          placeholder={maskedValue ?? undefined}
          helperText={
            maskedValue
              ? `${field.helpText ? `${field.helpText} ` : ''}On file: ${maskedValue}. Leave empty to keep it.`
              : (field.helpText ?? 'Kept encrypted.')
          }
        />
      );
    case 'address':
      return (
        <Stack spacing={1}>
          <Typography variant="subtitle2">{field.name}</Typography>
          <AddressFields control={control} name={name} label={field.name} />
        </Stack>
      );
    case 'contact':
      return (
        <Stack spacing={1} role="group" aria-label={field.name}>
          <Typography variant="subtitle2">{field.name}</Typography>
          <FormTextField
            control={control}
            name={`${name}.name` as FieldPath<T>}
            label="Name"
            required
            fullWidth
          />
          <FormTextField control={control} name={`${name}.phone` as FieldPath<T>} label="Phone" fullWidth />
          <FormTextField control={control} name={`${name}.email` as FieldPath<T>} label="Email" fullWidth />
        </Stack>
      );
  }
}
