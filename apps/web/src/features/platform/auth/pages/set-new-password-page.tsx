import { Alert, AlertTitle, Box } from '@mui/material';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../lib/page-title';
import { AuthPageHeader } from '../components/auth-page-header';
import { BackToSignInLink } from '../components/back-to-sign-in-link';
import { SetNewPasswordForm } from '../components/set-new-password-form';

/** Reached from the welcome mail: /set-new-password?userId=<email> (spec section 2). */
export default function SetNewPasswordPage() {
  usePageTitle('Set New Password');
  const email = useSearchParams()[0].get('userId')?.trim();

  return (
    <>
      <AuthPageHeader
        title="Set your password"
        subtitle={
          email ? (
            <>
              Replace the temporary password we sent to{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {email}
              </Box>{' '}
              with one only you know.
            </>
          ) : undefined
        }
      />
      {email ? (
        <SetNewPasswordForm email={email} />
      ) : (
        <Alert severity="error" role="alert">
          <AlertTitle>This link is incomplete</AlertTitle>
          Open the link in your welcome email again. If it still does not work, ask your administrator to
          resend the invitation.
        </Alert>
      )}
      <BackToSignInLink />
    </>
  );
}
