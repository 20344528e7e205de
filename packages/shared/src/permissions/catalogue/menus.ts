import type { ProductCode } from '../../constants/modules.ts';
import { APP_MENUS } from '../menus.ts';
import type { PermissionSpec } from '../permission-id.ts';

type AppMenus = typeof APP_MENUS;
export type MenuPermissionId = {
  [Code in ProductCode]: `${Code}.menu.${AppMenus[Code][number]['key']}.view`;
}[ProductCode];

/** The id that shows one entry of `APP_MENUS` in a user's menuPermissions. */
export const menuPermissionId = (code: ProductCode, key: string): MenuPermissionId =>
  `${code}.menu.${key}.view` as MenuPermissionId;

// Generated from APP_MENUS so a menu entry and its permission cannot drift apart; the sso entries
// are the spec's view-only admin menu permissions (section 6).
export const MENU_PERMISSIONS = Object.fromEntries(
  (Object.keys(APP_MENUS) as ProductCode[]).flatMap((code) =>
    APP_MENUS[code].map((entry): [MenuPermissionId, PermissionSpec] => [
      menuPermissionId(code, entry.key),
      { name: `View ${entry.label}` },
    ]),
  ),
) as Record<MenuPermissionId, PermissionSpec>;
