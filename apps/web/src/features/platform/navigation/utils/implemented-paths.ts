import { PAGE_ACCESS } from '../../../../config/page-access';

/**
 * Pages that exist today: those config/page-access.ts knows. The menus name many pages still to be
 * built; linking them would lead to a 404, so the navigation shows an item only once its path is
 * listed there (add it with its route in app/signed-in-routes.tsx).
 */
export const IMPLEMENTED_PATHS: ReadonlySet<string> = new Set(Object.keys(PAGE_ACCESS));

// The kit gallery exists in development and in builds made for the end-to-end tests (router.tsx).
export const IS_GALLERY_BUILT = import.meta.env.DEV || import.meta.env.VITE_UI_GALLERY === 'true';
