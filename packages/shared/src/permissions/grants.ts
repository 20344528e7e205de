import type { ProductCode } from '../constants/modules.ts';
import { PERMISSION_IDS, PERMISSIONS, type Permission, type PermissionId } from './permission-catalogue.ts';
import type { PermissionKind } from './permission-id.ts';
import { VERBS } from './verbs.ts';

export type Grants = ReadonlySet<PermissionId>;

/** Whether a set of grants includes a permission; the one question routes and screens ask. */
export const hasPermission = (grants: Grants, id: PermissionId): boolean => grants.has(id);

export const isWritePermission = (id: PermissionId): boolean => VERBS[PERMISSIONS[id].verb].isWrite;

export const MODULE_PRODUCTS = ['rct', 'onb', 'prf', 'bzh', 'ckl'] as const satisfies readonly ProductCode[];

interface Selector {
  products?: readonly ProductCode[];
  kinds?: readonly PermissionKind[];
  readOnly?: boolean;
  level?: Permission['level'];
}

/** The catalogue's ids matching every condition given: grants described by rule, not by listing. */
export function permissionsWhere({ products, kinds, readOnly, level = 'company' }: Selector): PermissionId[] {
  return PERMISSION_IDS.filter((id) => {
    const permission = PERMISSIONS[id];
    if (permission.level !== level) return false;
    if (products && !products.includes(permission.product)) return false;
    if (kinds && !kinds.includes(permission.kind)) return false;
    return readOnly === undefined || readOnly !== VERBS[permission.verb].isWrite;
  });
}
