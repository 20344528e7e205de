import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { setNewPasswordFormSchema } from '@atrium/shared/schemas/platform/auth';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { PasswordField } from '../../../../components/form/password-field';
import { paths } from '../../../../config/paths';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useSetNewPasswordMutation } from '../api/auth-api';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { applyServerFieldErrors } from './server-errors';
import type { SignInLocationState } from './sign-in-form';
import { AuthSubmitButton } from './auth-submit-button';

/** First password of an invited user: the mailed temporary one is swapped for their own. */
export function SetNewPasswordForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const [setNewPassword, { isLoading }] = useSetNewPasswordMutation();
  const form = useForm({
    resolver: zodResolver(setNewPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { temporaryPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ temporaryPassword, newPassword }) => {
    if (isLoading) return;
    try {
      const result = await setNewPassword({ email, tempPassword: temporaryPassword, newPassword }).unwrap();
      toastSuccess(successMessage(result, SUCCESS_MESSAGES.newPasswordSet));
      navigate(paths.signIn(), { replace: true, state: { email } satisfies SignInLocationState });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, {
        paths: { tempPassword: 'temporaryPassword', newPassword: 'newPassword' },
        codes: { TEMP_PASSWORD_INVALID: 'temporaryPassword', PASSWORD_REUSED: 'newPassword' },
      });
      toastError(error);
    }
  });

  return (
    <AuthForm label="Set new password" onSubmit={onSubmit}>
      <PasswordField
        control={form.control}
        name="temporaryPassword"
        label="Temporary password"
        autoComplete="current-password"
        helperText="The password from your welcome email"
        required
        autoFocus
      />
      <NewPasswordFields form={form} specials="any" username={email} />
      <AuthSubmitButton isLoading={isLoading}>Set password</AuthSubmitButton>
    </AuthForm>
  );
}
