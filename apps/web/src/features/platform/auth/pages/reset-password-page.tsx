import { Box } from '@mui/material';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../lib/page-title';
import { AuthPageHeader } from '../components/auth-page-header';
import { BackToSignInLink } from '../components/back-to-sign-in-link';
import { RequestNewLinkAlert } from '../components/request-new-link-alert';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Reached from the reset mail: /reset-password?userId=<email>&code=<code> (spec section 2). */
export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const email = params.get('userId')?.trim();
  const code = params.get('code')?.trim();

  return (
    <>
      <AuthPageHeader
        title="Reset your password"
        subtitle={
          email ? (
            <>
              Choose a new password for{' '}
              <Box component="strong" sx={{ color: 'text.primary' }}>
                {email}
              </Box>
              .
            </>
          ) : undefined
        }
      />
      {email && code ? (
        <ResetPasswordForm email={email} code={code} />
      ) : (
        <RequestNewLinkAlert
          title="This reset link is incomplete"
          message="Part of the link is missing, often because the email app cut it short. Request a new link and open it straight from the email."
        />
      )}
      <BackToSignInLink />
    </>
  );
}
