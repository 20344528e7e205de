import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProductCode } from '@atrium/shared/constants/modules';
import { useSession } from '../../../../lib/session-hooks';
import { buildNavigation, moduleOfPath } from '../utils/build-navigation';
import type { Navigation, NavModule } from '../utils/nav-types';
import { routeBreadcrumbs } from '../utils/route-breadcrumbs';

export interface NavigationState {
  navigation: Navigation;
  /** The module whose menu is shown: the one holding the page, else the last one opened. */
  currentModule: NavModule | undefined;
  breadcrumbs: ReturnType<typeof routeBreadcrumbs>;
  pathname: string;
}

/** The signed-in user's navigation at the current route. */
export function useNavigation(): NavigationState {
  const { user } = useSession();
  const { pathname } = useLocation();
  const navigation = useMemo(
    () => buildNavigation(user?.menuPermissions ?? {}, { permissions: user?.permissions }),
    [user?.menuPermissions, user?.permissions],
  );
  const pathModule = moduleOfPath(navigation.modules, pathname);

  // Remembered across pages outside any module (profile, notifications), so the menu stays put.
  const [lastApp, setLastApp] = useState<ProductCode | undefined>(pathModule?.app);
  if (pathModule && pathModule.app !== lastApp) setLastApp(pathModule.app);

  const currentModule =
    pathModule ?? navigation.modules.find((module) => module.app === lastApp) ?? navigation.modules[0];
  const breadcrumbs = useMemo(() => routeBreadcrumbs(pathname, navigation), [pathname, navigation]);
  return { navigation, currentModule, breadcrumbs, pathname };
}
