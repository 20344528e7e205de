import { Box, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormSearchableSelectField } from './searchable-select-field';

export interface SelectOption {
  value: string;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'select'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  options: readonly SelectOption[];
  /** Lets the person type to narrow a long list; "No option" shows when nothing matches. */
  searchable?: boolean;
};

/** A single select bound to react-hook-form; empty shows the spec's 'Select Option' placeholder. */
export function FormSelectField<T extends FieldValues>({ searchable, ...props }: FormSelectFieldProps<T>) {
  if (searchable) {
    return (
      <FormSearchableSelectField<T>
        name={props.name}
        control={props.control}
        label={typeof props.label === 'string' ? props.label : ''}
        options={props.options}
        required={props.required}
        disabled={props.disabled}
        helperText={props.helperText}
        placeholder={props.placeholder}
      />
    );
  }
  return <PlainSelectField {...props} />;
}

function PlainSelectField<T extends FieldValues>({
  name,
  control,
  options,
  placeholder = 'Select Option',
  helperText,
  ...props
}: Omit<FormSelectFieldProps<T>, 'searchable'>) {
  const { field, fieldState } = useController({ name, control });
  const labelOf = (value: unknown) => options.find((option) => option.value === value)?.label ?? '';
  return (
    <TextField
      fullWidth
      {...props}
      select
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          // Stays readable (WCAG contrast): unlike a real placeholder, this is text in the page.
          renderValue: (value) =>
            value ? (
              labelOf(value)
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {placeholder}
              </Box>
            ),
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
