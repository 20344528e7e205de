import { paths } from '../../../config/paths';

/**
 * Pages that exist today. The menus name many pages still to be built; linking them would lead to
 * a 404, so the navigation shows an item only once its path is listed here. Add a path when its
 * route lands in app/router.tsx.
 */
export const IMPLEMENTED_PATHS: ReadonlySet<string> = new Set<string>([
  paths.dashboard,
  paths.myProfile,
  paths.notifications,
  '/admin/users',
  paths.adminRoles,
  paths.adminAudit,
  paths.adminLoginAsLog,
  paths.adminCompany,
  paths.jobs,
  paths.configuration,
]);

// The kit gallery exists in development and in builds made for the end-to-end tests (router.tsx).
export const IS_GALLERY_BUILT = import.meta.env.DEV || import.meta.env.VITE_UI_GALLERY === 'true';
