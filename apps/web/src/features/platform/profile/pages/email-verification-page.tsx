import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session-hooks';
import { useVerifyEmailMutation } from '../api/profile-api';

const INCOMPLETE_LINK =
  'This verification link is incomplete. Open the link from the email again, or copy the whole address into your browser.';

/** Opened from the mailed link (?userId=&code=): verifies the new address at once, no sign-in needed. */
export default function EmailVerificationPage() {
  usePageTitle('Verify your email');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const [verifyEmail] = useVerifyEmailMutation();
  const userId = params.get('userId')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const [failure, setFailure] = useState<string | null>(userId && code ? null : INCOMPLETE_LINK);
  // The code is single use: React's development double effects must not send it twice.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${userId}:${code}`;
    if (!userId || !code || sentFor.current === key) return;
    sentFor.current = key;
    verifyEmail({ userId, code })
      .unwrap()
      .then((result) =>
        navigate(paths.emailVerificationSuccess, { replace: true, state: { message: result.message } }),
      )
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [code, navigate, userId, verifyEmail]);

  if (!failure) {
    return (
      <Box role="status" aria-live="polite" sx={{ textAlign: 'center', py: 6 }}>
        <CircularProgress aria-label="Verifying your email" />
        <Typography variant="h5" component="h1" sx={{ mt: 3 }}>
          Verifying your email…
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          This takes a moment. Please keep this page open.
        </Typography>
      </Box>
    );
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          We couldn't verify your email
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Your email address has not changed.
        </Typography>
      </Box>
      <Alert severity="error">{failure}</Alert>
      <Typography>
        Links expire and work only once. To get a new one, {isAuthenticated ? 'open' : 'sign in and open'}{' '}
        your profile, choose <strong>Edit profile</strong> and send the verification link again from{' '}
        <strong>Email address</strong>.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.editProfile} variant="contained">
          {isAuthenticated ? 'Go to my profile' : 'Sign in to request a new link'}
        </Button>
      </Box>
    </Stack>
  );
}
