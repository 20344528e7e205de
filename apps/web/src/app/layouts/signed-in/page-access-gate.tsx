import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { NoAccessScreen } from '../../../components/error-screen';
import { canOpenPage } from '../../../config/page-access';
import { useSession } from '../../../lib/session-hooks';

/**
 * The route guard: a page whose content the server would refuse (config/page-access.ts, the table
 * the menus and the dashboard read) says so inside the frame instead of loading into a 403.
 */
export function PageAccessGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  // A user stored before permissions were sent holds none until /users/me answers (RequireAuth).
  if (user && !user.permissions) return <LoadingOverlay label="Loading your access" />;
  if (!canOpenPage(pathname, user?.permissions ?? []))
    return <NoAccessScreen companyName={user?.companyName} />;
  return <>{children}</>;
}
