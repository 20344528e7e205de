import { Navigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session-hooks';
import { AuthPageHeader } from '../components/auth-page-header';
import { SignInForm } from '../components/sign-in-form';
import { signInLanding } from '../components/sign-in-landing';

export default function SignInPage() {
  usePageTitle('Sign In');
  const { isAuthenticated, user } = useSession();
  const returnTo = useSearchParams()[0].get('returnTo');

  // Someone already signed in has nothing to do here: send them where sign-in would.
  if (isAuthenticated) return <Navigate to={signInLanding(user, returnTo)} replace />;

  return (
    <>
      <AuthPageHeader
        title="Sign in"
        subtitle="Welcome back. Enter your work email and password to continue."
      />
      <SignInForm returnTo={returnTo} />
    </>
  );
}
