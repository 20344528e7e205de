import type { SvgIconComponent } from '@mui/icons-material';
import type { ProductCode } from '@atrium/shared/constants/modules';

export interface NavItem {
  label: string;
  path: string;
  icon: SvgIconComponent;
  /**
   * The menuPermissions entry that offers it; none for pages every signed-in user has. What the page
   * itself needs comes from config/page-access.ts, by its path.
   */
  permission?: { app: ProductCode; key: string };
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
