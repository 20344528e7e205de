import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../constants/company.ts';
import { MODULES, MODULE_PRODUCT_CODE, type Module } from '../constants/modules.ts';
import { hasPermission, isWritePermission, permissionsWhere } from './grants.ts';
import { APP_MENUS, type MenuPermissions } from './menus.ts';
import { ADMIN_PERMISSION_ALSO_GRANTED_BY } from './admin-settings-equivalents.ts';
import { isPermissionId, PERMISSIONS, type PermissionId } from './permission-catalogue.ts';
import { menuPermissionsFor } from './roles.ts';
import { NO_ROLE_GRANTS, SYSTEM_ROLE_GRANTS } from './system-roles.ts';

// menuPermissionsFor as it was before the catalogue (commit 2c2a2c1), kept to prove the roles' menus
// did not change when they came to rest on grants.
const SSO_KEYS = APP_MENUS.sso.map((entry) => entry.key);
const MENUS_BEFORE: Record<Role, { apps: boolean; sso: readonly string[] }> = {
  SUPER_ADMIN: { apps: false, sso: SSO_KEYS },
  COMPANY_ADMIN: {
    apps: true,
    sso: ['dashboard', 'user_management', 'company_management', 'audit_logs', 'backup'],
  },
  ADMIN: { apps: true, sso: ['dashboard', 'user_management', 'audit_logs'] },
  OPERATIONS: { apps: true, sso: ['dashboard', 'user_management'] },
  SUPPORT: { apps: true, sso: ['dashboard'] },
};
function menuPermissionsBefore(role: Role | null, modules: readonly Module[]): MenuPermissions {
  const result: MenuPermissions = {};
  const grant = role ? MENUS_BEFORE[role] : null;
  if (!grant || grant.apps) {
    for (const module of modules) {
      const keys = APP_MENUS[MODULE_PRODUCT_CODE[module]].map((entry) => entry.key);
      result[MODULE_PRODUCT_CODE[module]] = { menu: keys, module: keys };
    }
  }
  if (grant && grant.sso.length > 0) result.sso = { menu: [...grant.sso], module: [] };
  return result;
}

const ROLE_CASES = [...ROLES, null];
const MODULE_CASES: Module[][] = [[], ['RECRUITMENT'], ['ONBOARDING', 'PERFORMANCE'], [...MODULES]];

describe('system roles', () => {
  it('grant only ids of the catalogue', () => {
    for (const grants of [...Object.values(SYSTEM_ROLE_GRANTS), NO_ROLE_GRANTS]) {
      for (const id of grants) expect(isPermissionId(id), id).toBe(true);
    }
  });

  it('give COMPANY_ADMIN every company-level permission and no platform one', () => {
    const grants = SYSTEM_ROLE_GRANTS.COMPANY_ADMIN;
    for (const permission of Object.values(PERMISSIONS)) {
      expect(grants.has(permission.id), permission.id).toBe(permission.level === 'company');
    }
  });

  it('keep platform permissions with SUPER_ADMIN', () => {
    const platform = permissionsWhere({ level: 'platform' });
    expect(platform).toEqual([
      'sso.menu.chat.view',
      'sso.admin.outbox.platform_message.view',
      'sso.admin.background_jobs.platform_job.view',
    ]);
    for (const role of ROLES.filter((role) => role !== 'SUPER_ADMIN')) {
      for (const id of platform) expect(SYSTEM_ROLE_GRANTS[role].has(id), `${role} ${id}`).toBe(false);
    }
  });

  it('keep SUPER_ADMIN out of the companies’ modules', () => {
    for (const id of SYSTEM_ROLE_GRANTS.SUPER_ADMIN) expect(PERMISSIONS[id].product).toBe('sso');
  });

  it('give SUPPORT no write permission, but every module page to look at', () => {
    const writes = [...SYSTEM_ROLE_GRANTS.SUPPORT].filter(isWritePermission);
    expect(writes).toEqual([]);
    expect(hasPermission(SYSTEM_ROLE_GRANTS.SUPPORT, 'rct.module.candidates.candidate.view')).toBe(true);
    expect(hasPermission(SYSTEM_ROLE_GRANTS.SUPPORT, 'rct.module.candidates.candidate.edit')).toBe(false);
    expect(hasPermission(SYSTEM_ROLE_GRANTS.SUPPORT, 'rct.module.candidates.private_data.view')).toBe(false);
  });

  it('leave login-as, roles and the company profile to the owner', () => {
    for (const role of ['ADMIN', 'OPERATIONS', 'SUPPORT'] as const) {
      const grants = SYSTEM_ROLE_GRANTS[role];
      expect(hasPermission(grants, 'sso.admin.impersonation.user.impersonate')).toBe(false);
      expect(hasPermission(grants, 'sso.admin.roles.role.edit')).toBe(false);
      expect(hasPermission(grants, 'sso.admin.company.profile.edit')).toBe(false);
    }
  });

  it('grant no admin page through a Performance settings permission the role’s admin ids do not grant', () => {
    for (const role of ROLES) {
      const grants = SYSTEM_ROLE_GRANTS[role];
      for (const [adminId, equivalents] of Object.entries(ADMIN_PERMISSION_ALSO_GRANTED_BY)) {
        if (equivalents.some((id) => grants.has(id)))
          expect(grants.has(adminId as PermissionId), `${role}: ${adminId}`).toBe(true);
      }
    }
  });

  it('give an employee without a role no administration', () => {
    const admin = [...NO_ROLE_GRANTS].filter((id) => PERMISSIONS[id].product === 'sso');
    expect(admin).toEqual([]);
  });

  it('keep every role’s menuPermissions as they were before the catalogue', () => {
    for (const role of ROLE_CASES) {
      for (const modules of MODULE_CASES) {
        expect(menuPermissionsFor(role, modules), `${role} ${modules.join()}`).toEqual(
          menuPermissionsBefore(role, modules),
        );
      }
    }
  });
});
