import { ACCOUNT_GROUP, DEVELOPER_GROUP } from '../utils/route-breadcrumbs';
import type { Navigation, NavItem, NavModule } from '../utils/nav-types';

export interface NavGroup {
  label: string;
  items: readonly NavItem[];
}

/** The groups a navigation shows: the current module's menu, then the account and developer pages. */
export function navGroups(navigation: Navigation, currentModule: NavModule | undefined): NavGroup[] {
  return [
    ...(currentModule ? [{ label: currentModule.label, items: currentModule.items }] : []),
    { label: ACCOUNT_GROUP, items: navigation.account },
    { label: DEVELOPER_GROUP, items: navigation.developer },
  ].filter((group) => group.items.length > 0);
}
