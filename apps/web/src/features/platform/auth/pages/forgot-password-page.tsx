import { usePageTitle } from '../../../../lib/page-title';
import { AuthPageHeader } from '../components/auth-page-header';
import { BackToSignInLink } from '../components/back-to-sign-in-link';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <>
      <AuthPageHeader
        title="Forgot your password?"
        subtitle="Enter the email you sign in with and we'll send you a link to choose a new password."
      />
      <ForgotPasswordForm />
      <BackToSignInLink />
    </>
  );
}
