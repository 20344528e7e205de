import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/error-screen';
import { AuthLayout } from './layouts/auth-layout';
import { lazyModule } from '../lib/lazy-module';
import { page } from './lazy-page';

// Where the signed-in routes are patched in: before the catch-all below, so that once they are
// known their own catch-all (a 404 inside the signed-in frame) is the one that matches.
export const SIGNED_IN_SLOT_ID = 'signed-in-slot';

// Code-split by page: a visitor on sign-in downloads none of the signed-in screens, and not even
// their routes: the router asks for those (signed-in-routes.tsx) the first time a path is not one of
// these, through react-router's route discovery (patchRoutesOnNavigation).
export const signedOutRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      { path: '/sign-in', lazy: page(() => import('../features/platform/auth/pages/sign-in-page')) },
      { path: '/sign-up', lazy: page(() => import('../features/platform/auth/pages/sign-up-page')) },
      {
        path: '/forgot-password',
        lazy: page(() => import('../features/platform/auth/pages/forgot-password-page')),
      },
      {
        path: '/sign-in-link',
        lazy: page(() => import('../features/platform/auth/pages/sign-in-link-page')),
      },
      {
        path: '/reset-password',
        lazy: page(() => import('../features/platform/auth/pages/reset-password-page')),
      },
      {
        path: '/set-new-password',
        lazy: page(() => import('../features/platform/auth/pages/set-new-password-page')),
      },
      {
        path: '/otp-verification',
        lazy: page(() => import('../features/platform/auth/pages/otp-verification-page')),
      },
      {
        path: '/email-verification',
        lazy: page(() => import('../features/platform/profile/pages/email-verification-page')),
      },
      {
        path: '/email-verification/success',
        lazy: page(() => import('../features/platform/profile/pages/email-verification-success-page')),
      },
    ],
  },
  { id: SIGNED_IN_SLOT_ID, children: [] },
  // Only until the signed-in routes are known (they are fetched for any path not above).
  { path: '*', element: <NotFoundScreen /> },
];

// The signed-in routes' code, fetched once; a failed fetch (offline, a new deployment) is tried again.
const signedIn = lazyModule(() => import('./signed-in-routes'));

export function createAppRouter() {
  return createBrowserRouter(signedOutRoutes, {
    // Patched on every call, not once: a navigation cut short by the next one (signing in both
    // redirects and navigates) drops its patch. Patching routes already there changes nothing.
    patchRoutesOnNavigation: async ({ patch }) => {
      const { signedInRoutes } = await signedIn.get();
      patch(SIGNED_IN_SLOT_ID, [signedInRoutes]);
    },
  });
}
