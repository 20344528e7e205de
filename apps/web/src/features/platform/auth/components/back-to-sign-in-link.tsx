import { Box, Link } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';

/** The way back from the password screens (spec section 2). */
export function BackToSignInLink() {
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <Link
        component={RouterLink}
        to={paths.signIn()}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
      >
        <ArrowBackIcon sx={{ fontSize: 18 }} aria-hidden />
        Back to sign in
      </Link>
    </Box>
  );
}
