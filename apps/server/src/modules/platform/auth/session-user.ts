import type { Role } from '@atrium/shared/constants/company';
import { MODULES, type Module } from '@atrium/shared/constants/modules';
import type { Grants } from '@atrium/shared/permissions/grants';
import { isPermissionId } from '@atrium/shared/permissions/permission-catalogue';
import { menuPermissionsFromGrants } from '@atrium/shared/permissions/roles';
import { grantsOfRole } from '@atrium/shared/permissions/system-roles';
import type { SessionUser } from '@atrium/shared/schemas/platform/session';
import type { UserWithCompany } from './auth.repository.ts';

const isModule = (value: string): value is Module => (MODULES as readonly string[]).includes(value);

/** A system role's default grants plus those of the company-defined role the user holds. */
export function grantsOf({ user, customRolePermissions }: UserWithCompany): Grants {
  const system = grantsOfRole(user.role as Role | null);
  if (!customRolePermissions?.length) return system;
  return new Set([...system, ...customRolePermissions.filter(isPermissionId)]);
}

/** The user as sign-in and /users/me answer it: only the modules both the user and the company have. */
export function toSessionUser(found: UserWithCompany): SessionUser {
  const { user, companyName, companyModules } = found;
  const modules = user.allowedModules.filter(
    (module) => isModule(module) && companyModules.includes(module),
  ) as Module[];
  const role = user.role as Role | null;
  const grants = grantsOf(found);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    contactNumber: user.contactNumber,
    role,
    companyId: user.companyId,
    companyName,
    allowedCompany: modules,
    defaultCompany: isModule(user.defaultModule) ? user.defaultModule : (modules[0] ?? 'RECRUITMENT'),
    timezone: user.timezone,
    avatarUrl: user.avatarUrl,
    emailVerified: user.emailVerifiedAt !== null,
    menuPermissions: menuPermissionsFromGrants(grants, modules),
    permissions: [...grants].sort(),
  };
}
