import type { Role } from '../constants/company.ts';
import { MODULE_PRODUCT_CODE, type Module, type ProductCode } from '../constants/modules.ts';
import { menuPermissionId } from './catalogue/menus.ts';
import { hasPermission, type Grants } from './grants.ts';
import { APP_MENUS, type MenuPermissions } from './menus.ts';
import { grantsOfRole } from './system-roles.ts';

const grantedKeys = (grants: Grants, code: ProductCode): string[] =>
  APP_MENUS[code]
    .map((entry) => entry.key)
    .filter((key) => hasPermission(grants, menuPermissionId(code, key)));

/**
 * The menuPermissions of a set of grants over the modules both the user and their company have;
 * the sso console (the menu list, spec section 2) is not a module and needs no purchase.
 */
export function menuPermissionsFromGrants(grants: Grants, modules: readonly Module[]): MenuPermissions {
  const result: MenuPermissions = {};
  for (const module of modules) {
    const code = MODULE_PRODUCT_CODE[module];
    const keys = grantedKeys(grants, code);
    if (keys.length > 0) result[code] = { menu: keys, module: [...keys] };
  }
  const sso = grantedKeys(grants, 'sso');
  if (sso.length > 0) result.sso = { menu: sso, module: [] };
  return result;
}

/** The menuPermissions of a user with a system role, or none (an employee). */
export const menuPermissionsFor = (role: Role | null, modules: readonly Module[]): MenuPermissions =>
  menuPermissionsFromGrants(grantsOfRole(role), modules);
