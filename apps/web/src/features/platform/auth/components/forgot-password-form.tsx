import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema } from '@atrium/shared/schemas/platform/auth';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useForgotPasswordMutation } from '../api/auth-api';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { AuthSubmitButton } from './auth-submit-button';

export function ForgotPasswordForm() {
  const [sendLink, { isLoading }] = useForgotPasswordMutation();
  const [isSent, setIsSent] = useState(false);
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    if (isLoading) return;
    setIsSent(false);
    try {
      const result = await sendLink({ email }).unwrap();
      toastSuccess(successMessage(result, SUCCESS_MESSAGES.emailSent));
      // Spec section 4: the form resets after a successful request.
      reset();
      setIsSent(true);
    } catch (error) {
      toastError(error);
    }
  });

  return (
    <>
      <AuthForm label="Request a password reset link" onSubmit={onSubmit}>
        <EmailField control={control} name="email" autoFocus />
        <AuthSubmitButton isLoading={isLoading}>Send link</AuthSubmitButton>
      </AuthForm>
      {/* The server answers the same whether or not the account exists (DESIGN.md 4), and so does this. */}
      <Box role="status" sx={{ mt: isSent ? 2.5 : 0 }}>
        {isSent && (
          <Alert severity="success">
            If an account exists for that address, a reset link is on its way. It can take a minute to arrive;
            check your spam folder if you don&apos;t see it.
          </Alert>
        )}
      </Box>
    </>
  );
}
