import type { MenuPermissions } from '@atrium/shared/permissions/menus';
import { isMenuPageOpen } from '../../../../config/menu-pages';
import { canOpenPage } from '../../../../config/page-access';
import { ACCOUNT_ITEMS, GALLERY_ITEM, NAV_MODULES } from './nav-config';
import { IMPLEMENTED_PATHS, IS_GALLERY_BUILT } from './implemented-paths';
import type { Navigation, NavItem, NavModule } from './nav-types';

export interface BuildNavigationOptions {
  /** Pages that exist; defaults to the app's list. */
  implementedPaths?: ReadonlySet<string>;
  isGalleryBuilt?: boolean;
  /** The user's permission ids: an item shows only if the server answers what its page loads. */
  permissions?: readonly string[];
}

/**
 * The navigation one user sees: an item needs its menu entry, a built page and what that page loads
 * (config/menu-pages.ts and page-access.ts, which the dashboard and the route guard read too), and a
 * module appears only with at least one such item, so the switcher never offers a dead end.
 */
export function buildNavigation(
  menuPermissions: MenuPermissions,
  {
    implementedPaths = IMPLEMENTED_PATHS,
    isGalleryBuilt = IS_GALLERY_BUILT,
    permissions = [],
  }: BuildNavigationOptions = {},
): Navigation {
  const isBuilt = (path: string) => implementedPaths.has(path);
  const isOpen = (item: NavItem) =>
    item.permission
      ? isMenuPageOpen({ ...item.permission, path: item.path }, menuPermissions, permissions, isBuilt)
      : isBuilt(item.path) && canOpenPage(item.path, permissions);

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
