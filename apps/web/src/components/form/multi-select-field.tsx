import type { ReactNode } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { SelectOption } from './select-field';

export interface FormMultiSelectFieldProps<T extends FieldValues> {
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

/** Several options picked from a list that narrows as you type; the value is the picked values, in list order. */
export function FormMultiSelectField<T extends FieldValues>({
  name,
  control,
  label,
  options,
  required,
  disabled,
  helperText,
  placeholder = 'Select Option',
  noOptionsText = 'No option',
}: FormMultiSelectFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const values = (field.value as string[] | null | undefined) ?? [];
  const selected = options.filter((option) => values.includes(option.value));
  return (
    <Autocomplete<SelectOption, true, false, false>
      multiple
      disableCloseOnSelect
      options={options}
      value={selected}
      onChange={(_, picked) => {
        const pickedValues = new Set(picked.map((option) => option.value));
        field.onChange(
          options.filter((option) => pickedValues.has(option.value)).map((option) => option.value),
        );
      }}
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
          placeholder={selected.length === 0 ? placeholder : undefined}
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
