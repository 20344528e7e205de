import type { ReactNode } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateView } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Spec section 9: dates travel as YYYY-MM-DD. */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';

export const toDateValue = (date: Dayjs | null): string | null =>
  date && date.isValid() ? date.format(DATE_VALUE_FORMAT) : null;
const fromDateValue = (value: unknown): Dayjs | null =>
  typeof value === 'string' && value ? dayjs(value) : null;

export interface FormDateFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** YYYY-MM-DD bounds. */
  minDate?: string;
  maxDate?: string;
  views?: readonly DateView[];
  /** How the date reads in the input; the form value is always YYYY-MM-DD. */
  format?: string;
}

/**
 * A date bound to react-hook-form; the value is 'YYYY-MM-DD' or null. It brings its own
 * LocalizationProvider so a form can use it without knowing about date adapters.
 */
export function FormDateField<T extends FieldValues>({
  name,
  control,
  label,
  required,
  disabled,
  helperText,
  minDate,
  maxDate,
  views,
  format = 'DD/MM/YYYY',
}: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        value={fromDateValue(field.value)}
        onChange={(date) => field.onChange(toDateValue(date))}
        onClose={field.onBlur}
        inputRef={field.ref}
        disabled={disabled}
        minDate={fromDateValue(minDate) ?? undefined}
        maxDate={fromDateValue(maxDate) ?? undefined}
        views={views}
        format={format}
        slotProps={{
          textField: {
            name: field.name,
            required,
            fullWidth: true,
            onBlur: field.onBlur,
            error: Boolean(error),
            helperText: error ?? helperText,
          },
        }}
      />
    </LocalizationProvider>
  );
}
