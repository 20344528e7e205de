import { useId, type ReactNode } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldHelperText } from './field-helper-text';
import type { SelectOption } from './select-field';

export interface FormRadioGroupFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** Side by side (the default for a few short choices) or one per line. */
  row?: boolean;
  helperText?: ReactNode;
}

/** One choice out of a few, all visible at once; the value is the option's value string. */
export function FormRadioGroupField<T extends FieldValues>({
  name,
  control,
  label,
  options,
  required,
  disabled,
  row = true,
  helperText,
}: FormRadioGroupFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const labelId = useId();
  const helperId = useId();
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" required={required} error={Boolean(error)} disabled={disabled}>
      <FormLabel id={labelId} component="legend">
        {label}
      </FormLabel>
      <RadioGroup
        row={row}
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-labelledby={labelId}
        aria-describedby={error || helperText ? helperId : undefined}
        aria-required={required}
        aria-invalid={Boolean(error)}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
          />
        ))}
      </RadioGroup>
      <FieldHelperText id={helperId} error={error} helperText={helperText} />
    </FormControl>
  );
}
