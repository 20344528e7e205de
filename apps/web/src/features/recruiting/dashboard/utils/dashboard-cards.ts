import type { MenuPermissions } from '@atrium/shared/permissions/menus';
import { APP_LABELS, APP_ORDER, isMenuPageOpen, menuPagesOf } from '../../../../config/menu-pages';
import { paths } from '../../../../config/paths';

export interface DashboardLink {
  label: string;
  path: string;
}

export interface DashboardCard {
  title: string;
  links: DashboardLink[];
}

/** The signed-in user's own pages, open to everyone. */
export const ACCOUNT_CARD: DashboardCard = {
  title: 'Your account',
  links: [
    { label: 'My profile', path: paths.myProfile },
    { label: 'Notifications', path: paths.notifications },
    { label: 'Change password', path: paths.changePassword },
  ],
};

/**
 * One card per module with the pages of its menu this user is offered, by the rule the navigation
 * follows (config/menu-pages.ts): granted in their menus, built, and answered by the server. A module
 * with none has no card, so no card leads to a page that does not exist or says no.
 */
export function moduleCards(
  menuPermissions: MenuPermissions,
  permissions: readonly string[],
): DashboardCard[] {
  return APP_ORDER.flatMap((app) => {
    const links = menuPagesOf(app)
      // The dashboard itself is where the cards are.
      .filter((page) => page.path !== paths.dashboard && isMenuPageOpen(page, menuPermissions, permissions))
      .map(({ label, path }) => ({ label, path }));
    return links.length > 0 ? [{ title: APP_LABELS[app], links }] : [];
  });
}
