import type { ProductCode } from '@atrium/shared/constants/modules';
import { APP_MENUS, grantedMenuKeys, type MenuPermissions } from '@atrium/shared/permissions/menus';
import { canOpenPage, isBuiltPage } from './page-access';
import { paths } from './paths';

/** The modules in the switcher's order (spec section 1), with the admin console last. */
export const APP_ORDER: readonly ProductCode[] = ['rct', 'onb', 'prf', 'bzh', 'ckl', 'sso'];

export const APP_LABELS: Record<ProductCode, string> = {
  rct: 'Recruiting',
  onb: 'Onboarding',
  prf: 'Performance',
  bzh: 'BuzzHR',
  ckl: 'ClockLog',
  sso: 'Admin',
};

/** A page of a module's menu, offered with the menuPermissions entry `key` of its app. */
export interface MenuPage {
  app: ProductCode;
  key: string;
  label: string;
  path: string;
}

// Pages served at another path than their menu entry names; the old path redirects (signed-in-routes.tsx).
const SERVED_AT: Partial<Record<string, string>> = {
  '/admin/users': paths.adminPeople,
  '/admin/audit-logs': paths.adminAudit,
};

// Pages without a menu entry of their own, offered beside the entry they belong to.
const BESIDE_ENTRIES: Partial<Record<ProductCode, MenuPage[]>> = {
  rct: [{ app: 'rct', key: 'candidates', label: 'Application review', path: paths.applicationReview }],
  sso: [
    { app: 'sso', key: 'user_management', label: 'Roles', path: paths.adminRoles },
    { app: 'sso', key: 'audit_logs', label: 'Login as log', path: paths.adminLoginAsLog },
    { app: 'sso', key: 'audit_logs', label: 'Outbox', path: paths.adminOutbox },
  ],
};

/** Every page of an app's menu, built or not: its menu entries, then the pages beside them. */
export function menuPagesOf(app: ProductCode): MenuPage[] {
  const entries = APP_MENUS[app] as ReadonlyArray<{ key: string; label: string; path: string }>;
  return [
    ...entries.map(({ key, label, path }) => ({ app, key, label, path: SERVED_AT[path] ?? path })),
    ...(BESIDE_ENTRIES[app] ?? []),
  ];
}

/**
 * Whether a menu page is offered to someone: its entry is in their menus, the page is built, and the
 * server answers what it loads (page-access.ts). The navigation and the dashboard both ask this.
 */
export const isMenuPageOpen = (
  page: Pick<MenuPage, 'app' | 'key' | 'path'>,
  menuPermissions: MenuPermissions,
  permissions: readonly string[],
  isBuilt: (path: string) => boolean = isBuiltPage,
): boolean =>
  grantedMenuKeys(menuPermissions, page.app).includes(page.key) &&
  isBuilt(page.path) &&
  canOpenPage(page.path, permissions);
