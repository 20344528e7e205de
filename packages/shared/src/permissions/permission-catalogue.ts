import type { ProductCode } from '../constants/modules.ts';
import { ADMIN_AREAS, ADMIN_PERMISSIONS } from './catalogue/admin.ts';
import { BUZZHR_AREAS, BUZZHR_PERMISSIONS } from './catalogue/buzzhr.ts';
import { CLOCKLOG_AREAS, CLOCKLOG_PERMISSIONS } from './catalogue/clocklog.ts';
import { MENU_PERMISSIONS } from './catalogue/menus.ts';
import { ONBOARDING_AREAS, ONBOARDING_PERMISSIONS } from './catalogue/onboarding.ts';
import { PERFORMANCE_MODULE_AREAS, PERFORMANCE_MODULE_PERMISSIONS } from './catalogue/performance-modules.ts';
import {
  PERFORMANCE_SETTINGS_AREAS,
  PERFORMANCE_SETTINGS_PERMISSIONS,
} from './catalogue/performance-settings.ts';
import {
  RECRUITING_CONFIGURATION_AREAS,
  RECRUITING_CONFIGURATION_PERMISSIONS,
} from './catalogue/recruiting-configuration.ts';
import { RECRUITING_MODULE_AREAS, RECRUITING_MODULE_PERMISSIONS } from './catalogue/recruiting-modules.ts';
import { PERMISSION_KINDS, parsePermissionId, type PermissionParts } from './permission-id.ts';
import { SCOPES } from './verbs.ts';

const SPECS = {
  ...MENU_PERMISSIONS,
  ...PERFORMANCE_MODULE_PERMISSIONS,
  ...PERFORMANCE_SETTINGS_PERMISSIONS,
  ...RECRUITING_MODULE_PERMISSIONS,
  ...RECRUITING_CONFIGURATION_PERMISSIONS,
  ...ONBOARDING_PERMISSIONS,
  ...BUZZHR_PERMISSIONS,
  ...CLOCKLOG_PERMISSIONS,
  ...ADMIN_PERMISSIONS,
};

/** Every permission id there is; a role or a route can name nothing else. */
export type PermissionId = keyof typeof SPECS;

/** Labels of the `<kind>.<area>` groups, per product, for the permission picker. */
export const PERMISSION_AREAS: Record<ProductCode, Record<string, string>> = {
  prf: { ...PERFORMANCE_MODULE_AREAS, ...PERFORMANCE_SETTINGS_AREAS },
  rct: { ...RECRUITING_MODULE_AREAS, ...RECRUITING_CONFIGURATION_AREAS },
  onb: ONBOARDING_AREAS,
  bzh: BUZZHR_AREAS,
  ckl: CLOCKLOG_AREAS,
  sso: ADMIN_AREAS,
};

export const PRODUCT_LABELS: Record<ProductCode, string> = {
  rct: 'Recruitment',
  onb: 'Onboarding',
  prf: 'Performance',
  bzh: 'BuzzHR',
  ckl: 'ClockLog',
  sso: 'Administration',
};

// The admin console's chat is the platform operator's; until now only SUPER_ADMIN saw it, and a
// company role must not be able to grant it. Nor every company's outbox, nor the platform's background jobs: the operator's alone.
const PLATFORM_PERMISSION_IDS: ReadonlySet<string> = new Set<PermissionId>([
  'sso.menu.chat.view',
  'sso.admin.outbox.platform_message.view',
  'sso.admin.background_jobs.platform_job.view',
]);

export interface Permission extends PermissionParts {
  id: PermissionId;
  name: string;
  /** `platform` permissions belong to the operator above companies; company roles cannot hold them. */
  level: 'company' | 'platform';
}

function toPermission(id: string, name: string): Permission {
  const parts = parsePermissionId(id);
  // The id type already follows the grammar; this guards the generated menu ids at start-up.
  if (!parts) throw new Error(`Permission id "${id}" does not follow the grammar`);
  const level = PLATFORM_PERMISSION_IDS.has(id) ? 'platform' : 'company';
  return { id: id as PermissionId, name, level, ...parts };
}

export const PERMISSIONS = Object.fromEntries(
  Object.entries(SPECS).map(([id, spec]) => [id, toPermission(id, spec.name)]),
) as Record<PermissionId, Permission>;

export const PERMISSION_IDS = Object.keys(PERMISSIONS) as PermissionId[];

export const isPermissionId = (value: string): value is PermissionId => Object.hasOwn(PERMISSIONS, value);

/** The name with its scope, for places that show a permission outside its picker group. */
export const permissionLabel = (id: PermissionId): string => {
  const { name, scope } = PERMISSIONS[id];
  return scope ? `${name} (${SCOPES[scope].toLowerCase()})` : name;
};

export const permissionsOfProduct = (product: ProductCode): Permission[] =>
  PERMISSION_IDS.map((id) => PERMISSIONS[id]).filter((permission) => permission.product === product);

export interface PermissionGroup {
  /** `menu` for all of a product's menu entries, else `<kind>.<area>`. */
  key: string;
  label: string;
  permissions: Permission[];
}

const groupKey = (permission: Permission) =>
  permission.kind === 'menu' ? 'menu' : `${permission.kind}.${permission.area}`;

/** A product's permissions grouped by area, menus first, in catalogue order: the picker's sections. */
export function permissionGroups(product: ProductCode): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const permission of permissionsOfProduct(product)) {
    const key = groupKey(permission);
    const label = key === 'menu' ? PERMISSION_KINDS.menu : (PERMISSION_AREAS[product][key] ?? key);
    const group = groups.get(key) ?? { key, label, permissions: [] };
    group.permissions.push(permission);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The permissions of one picker section, e.g. `permissionsInArea('prf', 'settings.people')`. */
export const permissionsInArea = (product: ProductCode, key: string): Permission[] =>
  permissionsOfProduct(product).filter((permission) => groupKey(permission) === key);

/** The picker's search: a permission matches on its name, its section's label or its id. */
export function searchPermissions(product: ProductCode, query: string): PermissionGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return permissionGroups(product);
  return permissionGroups(product)
    .map((group) => {
      if (group.label.toLowerCase().includes(needle)) return group;
      const permissions = group.permissions.filter(
        (permission) =>
          permission.name.toLowerCase().includes(needle) || permission.id.toLowerCase().includes(needle),
      );
      return { ...group, permissions };
    })
    .filter((group) => group.permissions.length > 0);
}
