import { useState, type FormEvent } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useNavigate } from 'react-router';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { errorMessage } from '../../../../lib/api-errors';
import { useThunkDispatch } from '../../../../lib/session-hooks';
import { signedIn } from '../../../../lib/session-slice';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useSignInWithLinkMutation } from '../api/auth-api';
import { AuthForm } from './auth-form';
import { AuthSubmitButton } from './auth-submit-button';
import { signInLanding } from './sign-in-landing';

/**
 * Spends the mailed link on a click, not on load: mail scanners that open links would otherwise
 * use it up before its owner does.
 */
export function SignInLinkForm({ userId, code }: { userId: string; code: string }) {
  const dispatch = useThunkDispatch();
  const navigate = useNavigate();
  const [signInWithLink, { isLoading }] = useSignInWithLinkMutation();
  const [linkError, setLinkError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setLinkError(null);
    try {
      const result = await signInWithLink({ userId, code }).unwrap();
      dispatch(signedIn(result.data));
      toastSuccess(successMessage(result, SUCCESS_MESSAGES.signIn));
      navigate(signInLanding(result.data.user, null), { replace: true });
    } catch (error) {
      setLinkError(errorMessage(error));
      toastError(error);
    }
  };

  return (
    <AuthForm label="Sign in with your link" onSubmit={onSubmit}>
      {linkError && (
        <Alert severity="error" role="alert">
          <AlertTitle>This sign-in link can&apos;t be used</AlertTitle>
          {linkError} You can ask for one from the sign-in page.
        </Alert>
      )}
      <AuthSubmitButton isLoading={isLoading}>Sign in</AuthSubmitButton>
    </AuthForm>
  );
}
