import type { SvgIconComponent } from '@mui/icons-material';
import type { ProductCode } from '@atrium/shared/constants/modules';
import type { PermissionId } from '@atrium/shared/permissions/permission-catalogue';

export interface NavItem {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** The menuPermissions entry that grants it; none for pages every signed-in user has. */
  permission?: { app: ProductCode; key: string };
  /** A page beside a menu entry may need more than the entry's menu permission. */
  requires?: PermissionId;
}

export interface NavModule {
  app: ProductCode;
  label: string;
  icon: SvgIconComponent;
  items: NavItem[];
}

/** What one user may open: modules with at least one open page, their own account's pages, dev tools. */
export interface Navigation {
  modules: NavModule[];
  account: NavItem[];
  developer: NavItem[];
}
