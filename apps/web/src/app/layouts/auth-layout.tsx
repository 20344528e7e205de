import { lazy, Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { Outlet, useLocation } from 'react-router';
import { BRAND_NAME } from '@atrium/shared/constants/limits';
import { LoadingOverlay } from '../../components/loading-overlay';

// The carousel is decoration for large screens: it loads after the form, not before it.
const AuthSlider = lazy(() => import('./auth-slider').then((module) => ({ default: module.AuthSlider })));

const SIGN_IN_HEADING_PATHS = ['/sign-in', '/forgot-password', '/sign-in-link'];

/** Spec section 1: the heading depends on the screen; the left panel shows on large screens only. */
export const authHeading = (pathname: string) =>
  SIGN_IN_HEADING_PATHS.includes(pathname) ? "Let's sign you in" : 'Start Your Journey With Us';

export function AuthLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        data-testid="auth-left-panel"
        sx={{
          display: { xxs: 'none', lg: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: '42%',
          maxWidth: 640,
          p: 6,
          background: (t) =>
            `linear-gradient(160deg, ${t.palette.primary.dark} 0%, ${t.palette.primary.main} 100%)`,
        }}
      >
        <Typography variant="h5" component="p" sx={{ color: 'common.white', fontWeight: 800 }}>
          {BRAND_NAME}
        </Typography>
        <Box>
          <Typography variant="h3" component="h2" sx={{ color: 'common.white', fontWeight: 800, mb: 5 }}>
            {authHeading(pathname)}
          </Typography>
          <Suspense fallback={null}>
            <AuthSlider />
          </Suspense>
        </Box>
        <span />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Box
          component="main"
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: { xxs: 2, sm: 4 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 560 }}>
            <Suspense fallback={<LoadingOverlay />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
        <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            © {new Date().getFullYear()} {BRAND_NAME}. All rights reserved.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
