import type { ProductCode } from '@atrium/shared/constants/modules';
import {
  PRODUCT_LABELS,
  searchPermissions,
  type Permission,
} from '@atrium/shared/permissions/permission-catalogue';

export interface PickerArea {
  /** Unique across modules: `<product>:<group key>`. */
  id: string;
  label: string;
  permissions: Permission[];
}

export interface PickerModule {
  product: ProductCode;
  label: string;
  areas: PickerArea[];
}

// The order of the module switcher, with the admin console last.
const MODULE_ORDER: readonly ProductCode[] = ['rct', 'onb', 'prf', 'bzh', 'ckl', 'sso'];

/**
 * The picker's tree: modules, their areas, their permissions, narrowed by the search. Platform
 * permissions are left out: a company role cannot hold them (the server refuses them).
 */
export function permissionTree(search = ''): PickerModule[] {
  return MODULE_ORDER.map((product) => ({
    product,
    label: PRODUCT_LABELS[product],
    areas: searchPermissions(product, search)
      .map((group) => ({
        id: `${product}:${group.key}`,
        label: group.label,
        permissions: group.permissions.filter((permission) => permission.level === 'company'),
      }))
      .filter((area) => area.permissions.length > 0),
  })).filter((module) => module.areas.length > 0);
}

export const idsOfArea = (area: PickerArea): string[] => area.permissions.map((permission) => permission.id);
export const idsOfModule = (module: PickerModule): string[] => module.areas.flatMap(idsOfArea);

export type SelectionState = 'none' | 'some' | 'all';

/** How many of the ids are selected, as a checkbox shows it (checked, indeterminate or empty). */
export function selectionState(ids: readonly string[], selected: ReadonlySet<string>): SelectionState {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** Select-all: a fully selected group is cleared, anything else becomes fully selected. */
export function toggleGroup(ids: readonly string[], selected: readonly string[]): string[] {
  const current = new Set(selected);
  if (selectionState(ids, current) === 'all') return selected.filter((id) => !ids.includes(id));
  for (const id of ids) current.add(id);
  return [...current];
}

export function toggleOne(id: string, selected: readonly string[]): string[] {
  return selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];
}
