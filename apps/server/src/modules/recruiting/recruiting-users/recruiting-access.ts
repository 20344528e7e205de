import { ROLES, type Role } from '@atrium/shared/constants/company';
import {
  isPermissionId,
  PERMISSION_IDS,
  type PermissionId,
} from '@atrium/shared/permissions/permission-catalogue';
import { grantsOfRole } from '@atrium/shared/permissions/system-roles';
import {
  RECRUITING_LEVEL_PERMISSIONS,
  type RecruitingAccessLevel,
} from '@atrium/shared/schemas/recruiting/recruiting-settings';

// A person's recruiting level is read from their grants: their system role's defaults plus their
// company role's ids (as sessions compute them), so it can never disagree with what they may do.

export const RECRUITING_PERMISSION_IDS = PERMISSION_IDS.filter((id) => id.startsWith('rct.'));

export function grantsOfPerson(
  role: string | null,
  customRolePermissions: string[] | null,
): Set<PermissionId> {
  return new Set([
    ...grantsOfRole(role as Role | null),
    ...(customRolePermissions ?? []).filter(isPermissionId),
  ]);
}

export function levelOf(grants: ReadonlySet<PermissionId>): RecruitingAccessLevel {
  if (grants.has(RECRUITING_LEVEL_PERMISSIONS.site_admin)) return 'site_admin';
  if (grants.has(RECRUITING_LEVEL_PERMISSIONS.job_admin)) return 'job_admin';
  return RECRUITING_PERMISSION_IDS.some((id) => grants.has(id)) ? 'basic' : 'none';
}

/**
 * For the list's SQL: per level, the system roles granting its mark ('' for none: an employee's
 * defaults) and the marks a company role may hold.
 */
export interface LevelRule {
  level: Exclude<RecruitingAccessLevel, 'none'>;
  systemRoles: string[];
  permissions: readonly string[];
}

const rolesGranting = (ids: readonly PermissionId[]) =>
  [...ROLES, null].filter((role) => ids.some((id) => grantsOfRole(role).has(id))).map((role) => role ?? '');

export const LEVEL_RULES: LevelRule[] = [
  {
    level: 'site_admin',
    systemRoles: rolesGranting([RECRUITING_LEVEL_PERMISSIONS.site_admin]),
    permissions: [RECRUITING_LEVEL_PERMISSIONS.site_admin],
  },
  {
    level: 'job_admin',
    systemRoles: rolesGranting([RECRUITING_LEVEL_PERMISSIONS.job_admin]),
    permissions: [RECRUITING_LEVEL_PERMISSIONS.job_admin],
  },
  {
    level: 'basic',
    systemRoles: rolesGranting(RECRUITING_PERMISSION_IDS),
    permissions: RECRUITING_PERMISSION_IDS,
  },
];
