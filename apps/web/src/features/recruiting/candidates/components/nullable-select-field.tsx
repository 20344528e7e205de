import { MenuItem, TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { SelectOption } from '../../../../components/form/select-field';

export interface NullableSelectFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: readonly SelectOption[];
  /** The first item, which stands for null ("No recruiter", "The first stage"). */
  noneLabel: string;
  helperText?: string;
}

/** A select whose empty choice is null, as the schemas write "none" (a select itself holds text). */
export function NullableSelectField<T extends FieldValues>({
  name,
  control,
  label,
  options,
  noneLabel,
  helperText,
}: NullableSelectFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      fullWidth
      label={label}
      name={field.name}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.target.value || null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{noneLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
