import { Suspense, useState } from 'react';
import { Box, Drawer, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { Outlet } from 'react-router';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useLiveConnection } from '../../../lib/live-updates';
import { ImpersonationBanner } from '../../../features/admin/impersonation/components/impersonation-banner';
import { ImpersonationButtonGuard } from '../../../features/admin/impersonation/components/impersonation-button-guard';
import { ModuleSwitcher } from '../../../features/platform/navigation/components/module-switcher';
import { NavHorizontal } from '../../../features/platform/navigation/components/nav-horizontal';
import { navGroups } from '../../../features/platform/navigation/components/nav-groups';
import { useNavigation } from '../../../features/platform/navigation/hooks/use-navigation';
import { AppHeader } from './app-header';
import { HEADER_HEIGHT, MAIN_CONTENT_ID, NAV_MINI_WIDTH, NAV_WIDTH } from './layout-sizes';
import { NavContent } from './nav-content';
import { NavThemeProvider, navSurface } from './nav-theme-provider';
import { PageAccessGate } from './page-access-gate';
import { SkipLink } from './skip-link';

const NAV_LABEL = 'Main navigation';

/**
 * The signed-in frame. Wide screens show the navigation as the chosen layout (a sidebar, a mini
 * rail or a row under the header); phones get it in a drawer behind the header's menu button.
 */
export default function AppShell() {
  const theme = useTheme();
  const { layout, navColor, stretch } = theme.interfaceSettings;
  const isWide = useMediaQuery(theme.breakpoints.up('md'));
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const state = useNavigation();
  // One live stream per tab: notifications (and later chat, announcements) arrive without a reload.
  useLiveConnection();
  const closeDrawer = () => setIsDrawerOpen(false);

  const sidebarWidth =
    !isWide || layout === 'horizontal' ? 0 : layout === 'mini' ? NAV_MINI_WIDTH : NAV_WIDTH;
  const borderSide = { borderRight: 1, borderColor: navColor === 'apparent' ? 'transparent' : 'divider' };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      {sidebarWidth > 0 && (
        <NavThemeProvider>
          <Box
            component="nav"
            aria-label={NAV_LABEL}
            sx={{
              width: sidebarWidth,
              flexShrink: 0,
              position: 'sticky',
              top: 0,
              height: '100vh',
              bgcolor: navSurface(navColor),
              color: 'text.primary',
              ...borderSide,
            }}
          >
            <NavContent state={state} isMini={layout === 'mini'} />
          </Box>
        </NavThemeProvider>
      )}
      {!isWide && (
        <NavThemeProvider>
          <Drawer
            open={isDrawerOpen}
            onClose={closeDrawer}
            slotProps={{
              paper: {
                'aria-label': 'Navigation',
                sx: { width: NAV_WIDTH, bgcolor: navSurface(navColor), backgroundImage: 'none' },
              },
            }}
          >
            <Box component="nav" aria-label={NAV_LABEL} sx={{ height: '100%' }}>
              <NavContent state={state} onNavigate={closeDrawer} />
            </Box>
          </Drawer>
        </NavThemeProvider>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <ImpersonationBanner />
        <AppHeader
          breadcrumbs={state.breadcrumbs}
          hasBrand={sidebarWidth === 0}
          onOpenNav={isWide ? undefined : () => setIsDrawerOpen(true)}
          isNavOpen={isDrawerOpen}
        />
        {isWide && layout === 'horizontal' && (
          <NavThemeProvider>
            <Box
              component="nav"
              aria-label={NAV_LABEL}
              sx={{
                position: 'sticky',
                top: HEADER_HEIGHT,
                zIndex: (t) => t.zIndex.appBar - 1,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                px: 3,
                py: 1,
                bgcolor: navSurface(navColor),
                color: 'text.primary',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flexShrink: 0 }}>
                <ModuleSwitcher modules={state.navigation.modules} current={state.currentModule} />
              </Box>
              <NavHorizontal
                groups={navGroups(state.navigation, state.currentModule)}
                pathname={state.pathname}
              />
            </Box>
          </NavThemeProvider>
        )}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            maxWidth: stretch ? 'none' : theme.breakpoints.values.lg,
            mx: 'auto',
            p: { xxs: 2, sm: 3, lg: 4 },
            '&:focus': { outline: 'none' },
          }}
        >
          <Suspense fallback={<LoadingOverlay />}>
            <ImpersonationButtonGuard>
              <PageAccessGate>
                <Outlet />
              </PageAccessGate>
            </ImpersonationButtonGuard>
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
