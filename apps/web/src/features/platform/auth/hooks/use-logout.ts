import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../../lib/api';
import { loggedOut } from '../../../../lib/session-slice';
import { useSessionDispatch } from '../../../../lib/session-hooks';
import { paths } from '../../../../config/paths';
import { useLogoutMutation } from '../api/auth-api';

/** Ends the session on the server, then clears all client state but the remembered email. */
export function useLogout() {
  const [logout] = useLogoutMutation();
  const dispatch = useSessionDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (options: { to?: string } = {}) => {
      await logout()
        .unwrap()
        .catch(() => undefined);
      dispatch(loggedOut({ isExplicit: true }));
      dispatch(api.util.resetApiState());
      navigate(options.to ?? paths.signIn(), { replace: true });
    },
    [dispatch, logout, navigate],
  );
}
