import type { FieldValues } from 'react-hook-form';
import { FormBooleanField, type FormBooleanFieldProps } from './boolean-field';

export type FormCheckboxFieldProps<T extends FieldValues> = FormBooleanFieldProps<T>;

/** A single checkbox holding a boolean, e.g. "I accept the terms". */
export function FormCheckboxField<T extends FieldValues>(props: FormCheckboxFieldProps<T>) {
  return <FormBooleanField kind="checkbox" {...props} />;
}
