import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { PasswordField } from '../../../../components/form/password-field';
import { PasswordStrengthHint, type SpecialCharacters } from './password-strength-hint';

interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

interface NewPasswordFieldsProps<T extends NewPasswordValues> {
  form: UseFormReturn<T>;
  specials: SpecialCharacters;
  /** The account's email, so a password manager files the new password under the right login. */
  username?: string | null;
}

/** New password (with its rules ticked as they are met) and its confirmation. */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
  specials,
  username,
}: NewPasswordFieldsProps<T>) {
  // Every form using this has both fields; TypeScript cannot see that through the generic.
  const { control, trigger, getFieldState } = form as unknown as UseFormReturn<NewPasswordValues>;
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  // Once the confirmation has been visited, re-check it whenever the new password changes, so a
  // "does not match" error disappears (or appears) without the person touching the confirmation again.
  useEffect(() => {
    if (getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
  }, [newPassword, getFieldState, trigger]);

  return (
    <>
      {username && (
        <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      )}
      <PasswordField
        control={control}
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        required
      />
      <PasswordStrengthHint value={newPassword} specials={specials} />
      <PasswordField
        control={control}
        name="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        required
      />
    </>
  );
}
