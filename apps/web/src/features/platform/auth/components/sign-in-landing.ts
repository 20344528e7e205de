import { MODULE_PRODUCT_CODE } from '@atrium/shared/constants/modules';
import { landingPath } from '@atrium/shared/permissions/menus';
import type { SessionUser } from '@atrium/shared/schemas/platform/session';

/**
 * Where sign-in leads (spec section 2): the first allowed menu or module of the user's current
 * app, which is the product of their default company module; else returnTo; else /dashboard.
 */
export function signInLanding(user: SessionUser | null, returnTo: string | null): string {
  if (!user) return landingPath({}, 'rct', returnTo);
  return landingPath(user.menuPermissions, MODULE_PRODUCT_CODE[user.defaultCompany], returnTo);
}
