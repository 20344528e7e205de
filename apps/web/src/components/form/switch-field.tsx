import type { FieldValues } from 'react-hook-form';
import { FormBooleanField, type FormBooleanFieldProps } from './boolean-field';

export type FormSwitchFieldProps<T extends FieldValues> = FormBooleanFieldProps<T>;

/** An on/off setting holding a boolean; use a checkbox instead for consent. */
export function FormSwitchField<T extends FieldValues>(props: FormSwitchFieldProps<T>) {
  return <FormBooleanField kind="switch" {...props} />;
}
