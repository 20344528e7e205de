import { Box, Button, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session-hooks';

/** After a verified change: onward to the profile, or to sign-in (with the new address) when signed out. */
export default function EmailVerificationSuccessPage() {
  usePageTitle('Email verified');
  const { isAuthenticated } = useSession();
  const serverMessage = (useLocation().state as { message?: string } | null)?.message;

  return (
    <Box role="status" sx={{ textAlign: 'center', py: 4 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Email verified
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, maxWidth: 420, mx: 'auto' }}>
        {serverMessage || 'Your email address is confirmed.'}{' '}
        {isAuthenticated
          ? 'Your profile shows the new address.'
          : 'Sign in with your new address from now on.'}
      </Typography>
      {isAuthenticated ? (
        <Button component={RouterLink} to={paths.myProfile} variant="contained" size="large">
          Go to my profile
        </Button>
      ) : (
        <Button component={RouterLink} to={paths.signIn()} variant="contained" size="large">
          Sign in
        </Button>
      )}
    </Box>
  );
}
