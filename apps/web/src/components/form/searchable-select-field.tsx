import type { ReactNode } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { SelectOption } from './select-field';

export interface FormSearchableSelectFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  noOptionsText?: string;
}

/** A select whose options can be narrowed by typing; the value is the option's value string. */
export function FormSearchableSelectField<T extends FieldValues>({
  name,
  control,
  label,
  options,
  required,
  disabled,
  helperText,
  placeholder = 'Select Option',
  noOptionsText = 'No option',
}: FormSearchableSelectFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const selected = options.find((option) => option.value === field.value) ?? null;
  return (
    <Autocomplete<SelectOption, false, false, false>
      options={options}
      value={selected}
      onChange={(_, option) => field.onChange(option?.value ?? '')}
      onBlur={field.onBlur}
      disabled={disabled}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => option.value}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          placeholder={placeholder}
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
