import { Box, Button } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { activeItemPath } from '../utils/build-navigation';
import type { NavGroup } from './nav-groups';

/** The menu as one row of links under the header; it scrolls sideways when the row is full. */
export function NavHorizontal({ groups, pathname }: { groups: readonly NavGroup[]; pathname: string }) {
  const items = groups.flatMap((group) => group.items);
  const activePath = activeItemPath(items, pathname);
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        gap: 0.5,
        listStyle: 'none',
        m: 0,
        p: 0,
        overflowX: 'auto',
        alignItems: 'center',
      }}
    >
      {items.map((item) => {
        const Icon = item.icon;
        const isActive = item.path === activePath;
        return (
          <li key={item.path}>
            <Button
              component={RouterLink}
              to={item.path}
              aria-current={isActive ? 'page' : undefined}
              startIcon={<Icon fontSize="small" />}
              sx={{
                whiteSpace: 'nowrap',
                px: 1.5,
                color: isActive ? 'primary.main' : 'text.secondary',
                bgcolor: (theme) => (isActive ? alpha(theme.palette.primary.main, 0.12) : 'transparent'),
              }}
            >
              {item.label}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}
