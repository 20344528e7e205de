import { useId, type ReactNode } from 'react';
import { Checkbox, FormControl, FormControlLabel, Switch } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldHelperText } from './field-helper-text';

export interface FormBooleanFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
}

/** A boolean held by a checkbox or a switch: one label, one error, one description. */
export function FormBooleanField<T extends FieldValues>({
  kind,
  name,
  control,
  label,
  required,
  disabled,
  helperText,
}: FormBooleanFieldProps<T> & { kind: 'checkbox' | 'switch' }) {
  const { field, fieldState } = useController({ name, control });
  const helperId = useId();
  const error = fieldState.error?.message;
  const Control = kind === 'switch' ? Switch : Checkbox;
  return (
    <FormControl required={required} error={Boolean(error)} disabled={disabled}>
      <FormControlLabel
        required={required}
        label={label}
        control={
          <Control
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{
              input: {
                ...(kind === 'switch' ? { role: 'switch' } : {}),
                'aria-invalid': Boolean(error),
                'aria-describedby': error || helperText ? helperId : undefined,
              } as object,
            }}
          />
        }
      />
      <FieldHelperText id={helperId} error={error} helperText={helperText} />
    </FormControl>
  );
}
