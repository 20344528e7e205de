import type { Module, ProductCode } from '../constants/modules.ts';

/**
 * The menus and modules that make up `menuPermissions` (spec sections 3 and 6). Each entry knows
 * the route it opens, so sign-in can land on "the first allowed menu or module".
 */
export interface MenuEntry {
  key: string;
  label: string;
  path: string;
}

export const APP_MENUS = {
  rct: [
    { key: 'dashboard', label: 'Dashboard', path: '/dashboard' },
    { key: 'jobs', label: 'Jobs', path: '/jobs' },
    { key: 'candidates', label: 'Candidates', path: '/candidates' },
    { key: 'crm', label: 'Talent pool', path: '/talent-pool' },
    { key: 'reports', label: 'Reports', path: '/reports' },
    { key: 'configuration', label: 'Configuration', path: '/configuration' },
  ],
  onb: [
    { key: 'home', label: 'Home', path: '/onboarding' },
    { key: 'dashboard', label: 'Dashboard', path: '/onboarding/dashboard' },
    { key: 'my_tasks', label: 'My tasks', path: '/onboarding/my-tasks' },
    { key: 'new_hires', label: 'New hires', path: '/onboarding/new-hires' },
    { key: 'fields', label: 'Fields', path: '/onboarding/fields' },
    { key: 'reports', label: 'Reports', path: '/onboarding/reports' },
    { key: 'settings', label: 'Settings', path: '/onboarding/settings' },
  ],
  prf: [
    { key: 'one_on_ones', label: '1-on-1s', path: '/performance/one-on-ones' },
    { key: 'feedback', label: 'Feedback', path: '/performance/feedback' },
    { key: 'updates', label: 'Updates', path: '/performance/updates' },
    { key: 'goals', label: 'Goals', path: '/performance/goals' },
    { key: 'reviews', label: 'Reviews', path: '/performance/reviews' },
    { key: 'career', label: 'Career', path: '/performance/career' },
    { key: 'directory', label: 'Directory', path: '/performance/directory' },
    { key: 'reports', label: 'Reports', path: '/performance/reports' },
    { key: 'compensation', label: 'Compensation', path: '/performance/compensation' },
    { key: 'settings', label: 'Settings', path: '/performance/settings' },
  ],
  bzh: [
    { key: 'announcements', label: 'Announcements', path: '/buzzhr/announcements' },
    { key: 'feedback', label: 'Feedback', path: '/buzzhr/feedback' },
    { key: 'hr_interactions', label: 'HR interactions', path: '/buzzhr/hr-interactions' },
  ],
  ckl: [
    { key: 'work_hours', label: 'Work hours', path: '/clocklog/work-hours' },
    { key: 'attendance', label: 'Attendance', path: '/clocklog/attendance' },
  ],
  sso: [
    { key: 'dashboard', label: 'Dashboard', path: '/admin' },
    { key: 'user_management', label: 'User management', path: '/admin/users' },
    { key: 'company_management', label: 'Company management', path: '/admin/company' },
    { key: 'audit_logs', label: 'Audit logs', path: '/admin/audit-logs' },
    { key: 'backup', label: 'Backup', path: '/admin/backup' },
    { key: 'chat', label: 'Chat', path: '/admin/chat' },
  ],
} as const satisfies Record<ProductCode, readonly MenuEntry[]>;

export interface AppMenuPermissions {
  menu: string[];
  module: string[];
}
export type MenuPermissions = Partial<Record<ProductCode, AppMenuPermissions>>;

export const FALLBACK_LANDING = '/dashboard';

/** The menu keys granted in one app: the menu list for the sso console, the module list otherwise (spec section 2). */
export function grantedMenuKeys(menuPermissions: MenuPermissions, app: ProductCode): readonly string[] {
  const granted = menuPermissions[app];
  return (app === 'sso' ? granted?.menu : granted?.module) ?? [];
}

/**
 * Where a user lands after sign-in (spec section 2): the first allowed entry of the current app
 * (the menu list for sso, the module list otherwise), else returnTo, else /dashboard.
 */
export function landingPath(
  menuPermissions: MenuPermissions,
  app: ProductCode,
  returnTo?: string | null,
): string {
  const keys = grantedMenuKeys(menuPermissions, app);
  const entry = APP_MENUS[app].find((candidate) => candidate.key === keys[0]);
  if (entry) return entry.path;
  // Only same-site paths are followed, so a crafted link cannot send the user elsewhere.
  if (returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//')) return returnTo;
  return FALLBACK_LANDING;
}

export type { Module };
