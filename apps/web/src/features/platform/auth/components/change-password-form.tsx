import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { changePasswordSchema } from '@atrium/shared/schemas/platform/auth';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { PasswordField } from '../../../../components/form/password-field';
import { paths } from '../../../../config/paths';
import { useSession } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useChangePasswordMutation } from '../api/auth-api';
import { useLogout } from '../hooks/use-logout';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './new-password-fields';
import { applyServerFieldErrors } from './server-errors';

export function ChangePasswordForm() {
  const { user } = useSession();
  const logout = useLogout();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (isLoading) return;
    try {
      const result = await changePassword(values).unwrap();
      toastSuccess(successMessage(result, SUCCESS_MESSAGES.passwordChanged));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, {
        paths: { oldPassword: 'oldPassword', newPassword: 'newPassword', confirmPassword: 'confirmPassword' },
        codes: { INVALID_CREDENTIALS: 'oldPassword', PASSWORD_REUSED: 'newPassword' },
      });
      toastError(error);
      return;
    }
    // Spec section 4: the server has ended every session; this one ends here too and goes to sign-in.
    await logout();
  });

  return (
    <AuthForm label="Change password" onSubmit={onSubmit}>
      <PasswordField
        control={form.control}
        name="oldPassword"
        label="Current password"
        autoComplete="current-password"
        required
        autoFocus
      />
      <NewPasswordFields form={form} specials="limited" username={user?.email} />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap', pt: 1 }}>
        <Button component={RouterLink} to={paths.myProfile} variant="outlined" size="large">
          Cancel
        </Button>
        <Button type="submit" variant="contained" size="large" loading={isLoading} loadingPosition="start">
          Change password
        </Button>
      </Box>
    </AuthForm>
  );
}
