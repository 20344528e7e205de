import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../../components/form/text-field';

/** The email input of the auth forms: email keyboard on phones, autofilled as the account's login. */
export function EmailField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type'>) {
  return (
    <FormTextField
      label="Email"
      required
      autoComplete="email"
      {...props}
      type="email"
      slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
    />
  );
}
