import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { resetPasswordFormSchema } from '@atrium/shared/schemas/platform/auth';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useConfirmForgotPasswordMutation } from '../api/auth-api';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { RequestNewLinkAlert } from './request-new-link-alert';
import { applyServerFieldErrors } from './server-errors';
import type { SignInLocationState } from './sign-in-form';
import { AuthSubmitButton } from './auth-submit-button';

/** The reset form of the mailed link; userId carries the email (spec section 7). */
export function ResetPasswordForm({ email, code }: { email: string; code: string }) {
  const navigate = useNavigate();
  const [confirmReset, { isLoading }] = useConfirmForgotPasswordMutation();
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (isLoading) return;
    setLinkError(null);
    try {
      const result = await confirmReset({ email, code, password: newPassword }).unwrap();
      toastSuccess(successMessage(result, SUCCESS_MESSAGES.passwordReset));
      navigate(paths.signIn(), { replace: true, state: { email } satisfies SignInLocationState });
    } catch (error) {
      // A refused password belongs under its field; anything else means the link itself failed
      // (expired, used, wrong), which only a new link fixes.
      const isFieldError = applyServerFieldErrors(error, form.setError, {
        paths: { password: 'newPassword' },
        codes: { PASSWORD_REUSED: 'newPassword' },
      });
      if (!isFieldError) setLinkError(errorMessage(error));
      toastError(error);
    }
  });

  return (
    <AuthForm label="Reset password" onSubmit={onSubmit}>
      {linkError && <RequestNewLinkAlert title="This reset link can't be used" message={linkError} />}
      <NewPasswordFields form={form} specials="any" username={email} />
      <AuthSubmitButton isLoading={isLoading}>Reset password</AuthSubmitButton>
    </AuthForm>
  );
}
