import { Box, ButtonBase, Divider, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { activeItemPath } from '../utils/build-navigation';
import type { NavGroup } from './nav-groups';

/** The narrow rail: every link as an icon with a short label under it. */
export function NavMini({ groups, pathname }: { groups: readonly NavGroup[]; pathname: string }) {
  const activePath = activeItemPath(
    groups.flatMap((group) => group.items),
    pathname,
  );
  return (
    <Stack spacing={1} sx={{ px: 1, py: 1 }} divider={<Divider flexItem />}>
      {groups.map((group) => (
        <Box component="ul" aria-label={group.label} key={group.label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {group.items.map((item) => {
            const Icon = item.icon;
            const isActive = item.path === activePath;
            return (
              <li key={item.path}>
                <Tooltip title={item.label} placement="right">
                  <ButtonBase
                    component={RouterLink}
                    to={item.path}
                    aria-current={isActive ? 'page' : undefined}
                    sx={{
                      width: '100%',
                      flexDirection: 'column',
                      gap: 0.5,
                      py: 1,
                      mb: 0.5,
                      borderRadius: 1.5,
                      color: isActive ? 'primary.main' : 'text.secondary',
                      bgcolor: (theme) =>
                        isActive ? alpha(theme.palette.primary.main, 0.12) : 'transparent',
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  >
                    <Icon fontSize="small" />
                    <Typography
                      component="span"
                      sx={{
                        fontSize: 10,
                        fontWeight: isActive ? 700 : 500,
                        lineHeight: 1.2,
                        textAlign: 'center',
                        maxWidth: '100%',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {item.label}
                    </Typography>
                  </ButtonBase>
                </Tooltip>
              </li>
            );
          })}
        </Box>
      ))}
    </Stack>
  );
}
