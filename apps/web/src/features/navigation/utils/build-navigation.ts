import type { ProductCode } from '@atrium/shared/constants/modules';
import type { MenuPermissions } from '@atrium/shared/permissions/menus';
import { ACCOUNT_ITEMS, GALLERY_ITEM, NAV_MODULES } from './nav-config';
import { IMPLEMENTED_PATHS, IS_GALLERY_BUILT } from './implemented-paths';
import type { Navigation, NavItem, NavModule } from './nav-types';

// The same rule as the sign-in landing (packages/shared menus.ts): the admin console grants by
// menu, the other apps by module.
const grantedKeys = (menuPermissions: MenuPermissions, app: ProductCode): readonly string[] => {
  const grant = menuPermissions[app];
  return (app === 'sso' ? grant?.menu : grant?.module) ?? [];
};

export interface BuildNavigationOptions {
  /** Pages that exist; defaults to the app's list. */
  implementedPaths?: ReadonlySet<string>;
  isGalleryBuilt?: boolean;
  /** The user's permission ids, for items that need more than their menu entry. */
  permissions?: readonly string[];
}

/**
 * The navigation one user sees: an item needs its permission and a built page, and a module
 * appears only with at least one such item, so the switcher never offers a dead end.
 */
export function buildNavigation(
  menuPermissions: MenuPermissions,
  {
    implementedPaths = IMPLEMENTED_PATHS,
    isGalleryBuilt = IS_GALLERY_BUILT,
    permissions = [],
  }: BuildNavigationOptions = {},
): Navigation {
  const isOpen = (item: NavItem) =>
    implementedPaths.has(item.path) &&
    (!item.permission || grantedKeys(menuPermissions, item.permission.app).includes(item.permission.key)) &&
    (!item.requires || permissions.includes(item.requires));

  const modules: NavModule[] = NAV_MODULES.map((module) => ({
    ...module,
    items: module.items.filter(isOpen),
  })).filter((module) => module.items.length > 0);

  return {
    modules,
    account: ACCOUNT_ITEMS.filter(isOpen),
    developer: isGalleryBuilt ? [GALLERY_ITEM] : [],
  };
}

const isUnder = (path: string, pathname: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The path of the item that stands for the page: the deepest one containing it, so a module home
 * like /onboarding does not light up on /onboarding/dashboard.
 */
export function activeItemPath(items: readonly NavItem[], pathname: string): string | undefined {
  return items
    .filter((item) => isUnder(item.path, pathname))
    .reduce<string | undefined>(
      (best, item) => (!best || item.path.length > best.length ? item.path : best),
      undefined,
    );
}

/** The module whose menu holds the current page, if any. */
export const moduleOfPath = (modules: readonly NavModule[], pathname: string): NavModule | undefined =>
  modules.find((module) => activeItemPath(module.items, pathname));
