import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import type { SessionState } from './session-slice';

// Features read the session through these, so none of them imports the app's store.
export const useSession = (): SessionState => useSelector((state: { auth: SessionState }) => state.auth);
export const useSessionDispatch = useDispatch.withTypes<Dispatch>();
/** For dispatching an RTK Query endpoint's thunk directly, where the hook would load too early. */
export const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

/**
 * Whether the signed-in user holds the permission. The server decides every request; this only
 * spares people buttons that would be refused. A user stored before permissions were sent holds none
 * until /users/me answers.
 */
export const useHasPermission = (permission: PermissionId): boolean =>
  useSession().user?.permissions?.includes(permission) ?? false;
