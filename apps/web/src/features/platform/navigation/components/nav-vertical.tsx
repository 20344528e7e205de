import { useId } from 'react';
import { Box, List, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { activeItemPath } from '../utils/build-navigation';
import type { NavGroup } from './nav-groups';

/** The full menu: labelled groups of links, the current page highlighted. */
export function NavVertical({
  groups,
  pathname,
  onNavigate,
}: {
  groups: readonly NavGroup[];
  pathname: string;
  onNavigate?: () => void;
}) {
  const idPrefix = useId();
  const activePath = activeItemPath(
    groups.flatMap((group) => group.items),
    pathname,
  );
  return (
    <>
      {groups.map((group, index) => (
        // The group title sits outside the list: a list may hold only its items.
        <Box key={group.label} sx={{ px: 1.5, pb: 1 }}>
          <Typography
            id={`${idPrefix}-${index}`}
            component="div"
            sx={{
              color: 'text.secondary',
              fontSize: 11,
              fontWeight: 700,
              letterSpacing: 0.8,
              textTransform: 'uppercase',
              lineHeight: '32px',
              px: 2,
            }}
          >
            {group.label}
          </Typography>
          <List dense disablePadding aria-labelledby={`${idPrefix}-${index}`}>
            {group.items.map((item) => {
              const Icon = item.icon;
              const isActive = item.path === activePath;
              return (
                <li key={item.path}>
                  <ListItemButton
                    component={RouterLink}
                    to={item.path}
                    selected={isActive}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={onNavigate}
                    sx={{
                      borderRadius: 1.5,
                      mb: 0.5,
                      minHeight: 44,
                      color: 'text.secondary',
                      '&.Mui-selected': {
                        color: 'primary.main',
                        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.12),
                        fontWeight: 600,
                      },
                      '&.Mui-selected:hover': {
                        bgcolor: (theme) => alpha(theme.palette.primary.main, 0.18),
                      },
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
                      <Icon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText
                      primary={item.label}
                      slotProps={{ primary: { fontWeight: isActive ? 600 : 500, fontSize: 14 } }}
                    />
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        </Box>
      ))}
    </>
  );
}
