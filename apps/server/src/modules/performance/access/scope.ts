import type { Grants } from '@atrium/shared/permissions/grants';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';

// Performance's permissions come in three scopes (spec section 6): own, team members (the people who
// report to the viewer, directly or through others) and all employees. A route accepts any of them
// and the service narrows what it reads to the widest the viewer holds.

export const SCOPES = ['own', 'team', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

/** The permission of each scope: `base` is the id without its last part. */
export const scopedPermissions = (base: string): PermissionId[] =>
  SCOPES.map((scope) => `${base}.${scope}` as PermissionId);

/** The widest scope the grants hold of a scoped permission, or null without any. */
export function widestScope(grants: Grants, base: string): Scope | null {
  for (const scope of ['all', 'team', 'own'] as const)
    if (grants.has(`${base}.${scope}` as PermissionId)) return scope;
  return null;
}
