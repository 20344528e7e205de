import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { Breadcrumbs, type BreadcrumbItem } from '../../../components/breadcrumbs/breadcrumbs';
import { NotificationsBell } from '../../../features/platform/notifications/components/notifications-bell';
import { SettingsButton } from '../../../features/platform/settings/components/settings-button';
import { AccountMenu } from './account-menu';
import { BrandLink } from './brand-link';
import { HEADER_HEIGHT } from './layout-sizes';

interface AppHeaderProps {
  breadcrumbs: readonly BreadcrumbItem[];
  /** The sidebar holds the brand on wide screens; otherwise the header does. */
  hasBrand: boolean;
  onOpenNav?: () => void;
  isNavOpen?: boolean;
}

export function AppHeader({ breadcrumbs, hasBrand, onOpenNav, isNavOpen }: AppHeaderProps) {
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: (theme) => alpha(theme.palette.background.default, 0.85),
        backdropFilter: 'blur(8px)',
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xxs: HEADER_HEIGHT } }}>
        {onOpenNav && (
          <IconButton
            edge="start"
            aria-label="Open navigation"
            aria-haspopup="dialog"
            aria-expanded={Boolean(isNavOpen)}
            onClick={onOpenNav}
          >
            <MenuIcon />
          </IconButton>
        )}
        {hasBrand && <BrandLink />}
        <Box sx={{ flex: 1, minWidth: 0, display: { xxs: 'none', sm: 'block' }, ml: hasBrand ? 3 : 0 }}>
          <Breadcrumbs items={breadcrumbs} />
        </Box>
        <Box sx={{ flex: { xxs: 1, sm: 0 } }} />
        <SettingsButton />
        <NotificationsBell />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
