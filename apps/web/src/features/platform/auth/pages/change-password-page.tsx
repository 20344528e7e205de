import { Box, Breadcrumbs, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/page-title';
import { ChangePasswordForm } from '../components/change-password-form';

/** Shown inside the signed-in layout (the router guards it). */
export default function ChangePasswordPage() {
  usePageTitle('Change Password');
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', py: { xxs: 1, sm: 3 } }}>
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.myProfile} underline="hover" color="inherit">
          My profile
        </Link>
        <Typography color="text.primary" aria-current="page">
          Change password
        </Typography>
      </Breadcrumbs>
      <Paper variant="outlined" sx={{ p: { xxs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          Change password
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          After the change you will be signed out on every device, including this one, and asked to sign in
          with the new password.
        </Typography>
        <ChangePasswordForm />
      </Paper>
    </Box>
  );
}
