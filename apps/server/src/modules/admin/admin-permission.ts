import {
  permissionsGranting,
  type SharedAdminPermissionId,
} from '@atrium/shared/permissions/admin-settings-equivalents';
import { anyOf, type AnyOfPermissions } from '../../plugins/auth.ts';

/**
 * An admin console route's permission when Performance's settings grant the same page: the admin one
 * or its equivalents (`ADMIN_PERMISSION_ALSO_GRANTED_BY`), so the route-permission snapshot names both.
 * Always an `anyOf`, since a route's config typed as either would be too wide a union for TypeScript.
 */
export const adminPermission = (id: SharedAdminPermissionId): AnyOfPermissions =>
  anyOf(...permissionsGranting(id));
