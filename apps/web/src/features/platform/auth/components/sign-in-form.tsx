import { useState } from 'react';
import type { z } from 'zod';
import { Alert, Box, Checkbox, FormControlLabel, Link, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { signInSchema } from '@atrium/shared/schemas/platform/auth';
import { SUCCESS_MESSAGES } from '@atrium/shared/schemas/platform/messages';
import { PasswordField } from '../../../../components/form/password-field';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { lazyModule } from '../../../../lib/lazy-module';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import { useSession, useThunkDispatch } from '../../../../lib/session-hooks';
import { rememberEmail, signedIn } from '../../../../lib/session-slice';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { AuthForm } from './auth-form';
import { EmailField } from './email-field';
import { failureOf } from './server-errors';
import { signInLanding } from './sign-in-landing';
import { SignInLinkOffer } from './sign-in-link-offer';
import { AuthSubmitButton } from './auth-submit-button';

/** Password screens that end on sign-in pass the email along, so the person need not type it again. */
export type SignInLocationState = { email?: string } | null;

// The schema and zod load on the first keystroke rather than with the page (issue 3's budget).
const signInResolver = lazyResolver<z.input<typeof signInSchema>, z.output<typeof signInSchema>>(() =>
  import('./sign-in-validation').then((module) => module.signInResolver),
);
// RTK Query too: the sign-in call is the page's only request, and it comes after some typing.
const authApiModule = lazyModule(() => import('../api/auth-api'));
const preloadOnInput = () => {
  signInResolver.preload();
  authApiModule.preload();
};

export function SignInForm({ returnTo }: { returnTo: string | null }) {
  const { rememberedEmail } = useSession();
  const handedOverEmail = (useLocation().state as SignInLocationState)?.email;
  const dispatch = useThunkDispatch();
  const navigate = useNavigate();
  const [isLoading, setIsLoading] = useState(false);
  // A 429 says when to try again; a toast would vanish before that, so it stays on the form too,
  // with the way in that needs no waiting: a sign-in link mailed to the account.
  const [throttled, setThrottled] = useState<{ message: string; email: string } | null>(null);
  const initialEmail = handedOverEmail ?? rememberedEmail ?? '';
  const {
    control,
    handleSubmit,
    resetField,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: signInResolver,
    mode: 'onTouched',
    defaultValues: { email: initialEmail, password: '', rememberMe: Boolean(rememberedEmail) },
  });

  const onSubmit = handleSubmit(async ({ email, password, rememberMe = false }) => {
    if (isLoading) return;
    setThrottled(null);
    setIsLoading(true);
    try {
      const { authApi } = await authApiModule.get();
      const request = dispatch(authApi.endpoints.signIn.initiate({ email, password, rememberMe }));
      // As the hook would on unmount: the answer (tokens included) leaves the API cache once read.
      const result = await request.unwrap().finally(request.reset);
      // Only the email is remembered, never the password (issue 2; DESIGN.md section 4).
      dispatch(rememberEmail(rememberMe ? email : null));
      dispatch(signedIn(result.data));
      toastSuccess(successMessage(result, SUCCESS_MESSAGES.signIn));
      navigate(signInLanding(result.data.user, returnTo), { replace: true });
    } catch (error) {
      setIsLoading(false);
      const { status } = failureOf(error);
      if (status === 429) setThrottled({ message: errorMessage(error), email });
      if (status === 401) {
        resetField('password');
        setFocus('password');
      }
      toastError(error);
    }
  });

  return (
    <AuthForm label="Sign in" onSubmit={onSubmit} onInput={preloadOnInput}>
      {errors.root && (
        <Alert severity="error" role="alert">
          {errors.root.message}
        </Alert>
      )}
      {throttled && (
        <Alert severity="warning" role="alert">
          {throttled.message}
        </Alert>
      )}
      {throttled && <SignInLinkOffer key={throttled.email} email={throttled.email} />}
      <EmailField control={control} name="email" autoFocus={!initialEmail} />
      <PasswordField
        control={control}
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        autoFocus={Boolean(initialEmail)}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          // Closer to the password than the stack's spacing: the checkbox brings its own padding.
          mt: '8px !important',
        }}
      >
        <Controller
          control={control}
          name="rememberMe"
          render={({ field }) => (
            <FormControlLabel
              label="Remember me"
              control={
                <Checkbox
                  name={field.name}
                  checked={Boolean(field.value)}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              }
            />
          )}
        />
        <Link component={RouterLink} to={paths.forgotPassword} underline="hover" sx={{ fontWeight: 600 }}>
          Forgot Password?
        </Link>
      </Box>
      <AuthSubmitButton isLoading={isLoading}>Login</AuthSubmitButton>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to={paths.signUp} underline="hover" sx={{ fontWeight: 600 }}>
          Register Now
        </Link>
      </Typography>
    </AuthForm>
  );
}
