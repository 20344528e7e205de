import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  OutlinedFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/**
 * A text field bound to react-hook-form. `required` shows the asterisk (spec section 5); the field's
 * error replaces the helper text below it and is announced through aria-describedby.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <OutlinedField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
