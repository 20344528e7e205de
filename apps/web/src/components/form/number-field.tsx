import { useEffect, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormNumberFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'type'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Whole numbers only: the decimal point is refused as it is typed. */
  isInteger?: boolean;
};

const PARTIAL_DECIMAL = /^-?\d*(?:[.,]\d*)?$/;
const PARTIAL_INTEGER = /^-?\d*$/;

/** The number a typed text stands for, or null while it is empty or unfinished ("-", "."). */
export function parseNumberInput(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (normalised === '' || normalised === '-' || normalised === '.' || normalised === '-.') return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * A number bound to react-hook-form: the form value is a number, or null when empty. A text input
 * with a numeric keyboard rather than type="number", which turns half-typed values into '' and
 * changes the number when the wheel scrolls over it.
 */
export function FormNumberField<T extends FieldValues>({
  name,
  control,
  helperText,
  isInteger = false,
  slotProps,
  ...props
}: FormNumberFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const value = field.value as number | null | undefined;
  const [text, setText] = useState(value == null ? '' : String(value));

  // A reset or setValue from outside replaces what was typed; typing itself never lands here.
  useEffect(() => {
    setText((current) =>
      parseNumberInput(current) === (value ?? null) ? current : value == null ? '' : String(value),
    );
  }, [value]);

  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        if (!(isInteger ? PARTIAL_INTEGER : PARTIAL_DECIMAL).test(next.trim())) return;
        setText(next);
        field.onChange(parseNumberInput(next));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          // Bounds belong in the form's schema: aria-valuemin/max are not allowed on a textbox.
          inputMode: isInteger ? 'numeric' : 'decimal',
          ...(slotProps?.htmlInput as object),
        },
      }}
    />
  );
}
