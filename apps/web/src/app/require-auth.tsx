import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay';
import { useSession, useSessionDispatch } from '../lib/session-hooks';
import { loggedOut, tokensRefreshed, userLoaded } from '../lib/session-slice';
import { useMeQuery, useRefreshSessionMutation } from '../features/platform/auth/api/auth-api';
import { paths } from '../config/paths';

/**
 * Guards signed-in routes. After a reload the tokens are gone from memory (they are never stored),
 * so the refresh cookie is exchanged for new ones before the page renders.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthenticated, accessToken, hasSignedOut } = useSession();
  const dispatch = useSessionDispatch();
  const location = useLocation();
  const [refresh] = useRefreshSessionMutation();
  const [isRestoring, setIsRestoring] = useState(isAuthenticated && !accessToken);
  const me = useMeQuery(undefined, { skip: !accessToken });

  useEffect(() => {
    if (!isAuthenticated || accessToken) return;
    setIsRestoring(true);
    refresh()
      .unwrap()
      .then((result) => dispatch(tokensRefreshed(result.data)))
      .catch(() => dispatch(loggedOut()))
      .finally(() => setIsRestoring(false));
  }, [accessToken, dispatch, isAuthenticated, refresh]);

  useEffect(() => {
    if (me.data) dispatch(userLoaded(me.data.data));
  }, [dispatch, me.data]);

  if (!isAuthenticated) {
    return (
      <Navigate
        to={hasSignedOut ? paths.signIn() : paths.signIn(location.pathname + location.search)}
        replace
      />
    );
  }
  if (isRestoring || !accessToken) return <LoadingOverlay label="Restoring your session" />;
  return <>{children}</>;
}
