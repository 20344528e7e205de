import { useDispatch, useSelector } from 'react-redux';
import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { permissionsGranting } from '@atrium/shared/permissions/admin-settings-equivalents';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';
import type { SessionState } from './session-slice';

// Features read the session through these, so none of them imports the app's store.
export const useSession = (): SessionState => useSelector((state: { auth: SessionState }) => state.auth);
export const useSessionDispatch = useDispatch.withTypes<Dispatch>();
/** For dispatching an RTK Query endpoint's thunk directly, where the hook would load too early. */
export const useThunkDispatch = useDispatch.withTypes<ThunkDispatch<unknown, unknown, UnknownAction>>();

/**
 * Whether these grants hold the permission, or one granting the same (an admin page's Performance
 * settings equivalent, as the server's route accepts).
 */
export const holdsPermission = (held: readonly string[] | undefined, permission: PermissionId): boolean =>
  held ? permissionsGranting(permission).some((id) => held.includes(id)) : false;

/**
 * Whether the signed-in user holds the permission (`holdsPermission`). The server decides every
 * request; this only spares people buttons that would be refused. A user stored before permissions
 * were sent holds none until /users/me answers.
 */
export const useHasPermission = (permission: PermissionId): boolean =>
  holdsPermission(useSession().user?.permissions, permission);
