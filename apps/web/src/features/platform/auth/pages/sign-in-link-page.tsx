import { Alert, AlertTitle } from '@mui/material';
import { useSearchParams } from 'react-router';
import { SIGN_IN_LINK_TTL_MINUTES } from '@atrium/shared/constants/limits';
import { usePageTitle } from '../../../../lib/page-title';
import { AuthPageHeader } from '../components/auth-page-header';
import { BackToSignInLink } from '../components/back-to-sign-in-link';
import { SignInLinkForm } from '../components/sign-in-link-form';

/** Reached from the sign-in link mail: /sign-in-link?userId=<id>&code=<code> (docs/decisions/005). */
export default function SignInLinkPage() {
  usePageTitle('Sign In With a Link');
  const [params] = useSearchParams();
  const userId = params.get('userId')?.trim();
  const code = params.get('code')?.trim();

  return (
    <>
      <AuthPageHeader
        title="Sign in with your link"
        subtitle={`The link signs you in once, without your password, within ${SIGN_IN_LINK_TTL_MINUTES} minutes of asking for it.`}
      />
      {userId && code ? (
        <SignInLinkForm userId={userId} code={code} />
      ) : (
        <Alert severity="error" role="alert">
          <AlertTitle>This sign-in link is incomplete</AlertTitle>
          Part of the link is missing, often because the email app cut it short. Open it straight from the
          email, or ask for a new one from the sign-in page.
        </Alert>
      )}
      <BackToSignInLink />
    </>
  );
}
