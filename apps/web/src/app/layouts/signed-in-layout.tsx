import { lazy, Suspense } from 'react';
import { LoadingOverlay } from '../../components/loading-overlay';

// The shell (navigation, settings, notifications) loads with the first signed-in page, so the
// sign-in page's download stays small.
const AppShell = lazy(() => import('./signed-in/app-shell'));

/** The signed-in frame; see signed-in/app-shell.tsx. */
export function SignedInLayout() {
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <AppShell />
    </Suspense>
  );
}
