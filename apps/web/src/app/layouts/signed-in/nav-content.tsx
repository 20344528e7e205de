import { Box, Stack } from '@mui/material';
import { ModuleSwitcher } from '../../../features/platform/navigation/components/module-switcher';
import { navGroups } from '../../../features/platform/navigation/components/nav-groups';
import { NavMini } from '../../../features/platform/navigation/components/nav-mini';
import { NavVertical } from '../../../features/platform/navigation/components/nav-vertical';
import type { NavigationState } from '../../../features/platform/navigation/hooks/use-navigation';
import { BrandLink } from './brand-link';
import { HEADER_HEIGHT } from './layout-sizes';

/** What the sidebar and the phone drawer hold: the brand, the module switcher and the menu. */
export function NavContent({
  state,
  isMini = false,
  onNavigate,
}: {
  state: NavigationState;
  isMini?: boolean;
  onNavigate?: () => void;
}) {
  const { navigation, currentModule, pathname } = state;
  const groups = navGroups(navigation, currentModule);
  return (
    <Stack sx={{ height: '100%' }}>
      <Box
        sx={{
          height: HEADER_HEIGHT,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: isMini ? 'center' : 'flex-start',
          px: isMini ? 0 : 2.5,
        }}
      >
        <BrandLink isCompact={isMini} />
      </Box>
      <Box sx={{ px: isMini ? 1 : 2, pb: 1, display: 'flex', justifyContent: isMini ? 'center' : 'stretch' }}>
        <ModuleSwitcher
          modules={navigation.modules}
          current={currentModule}
          isCompact={isMini}
          onNavigate={onNavigate}
        />
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        {isMini ? (
          <NavMini groups={groups} pathname={pathname} />
        ) : (
          <NavVertical groups={groups} pathname={pathname} onNavigate={onNavigate} />
        )}
      </Box>
    </Stack>
  );
}
