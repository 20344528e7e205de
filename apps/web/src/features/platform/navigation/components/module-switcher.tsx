import { useId, useState } from 'react';
import { Box, Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import CheckIcon from '@mui/icons-material/Check';
import { Link as RouterLink } from 'react-router';
import type { NavModule } from '../utils/nav-types';
import visuallyHidden from '@mui/utils/visuallyHidden';

interface ModuleSwitcherProps {
  modules: readonly NavModule[];
  current: NavModule | undefined;
  /** Icon only, for the mini rail. */
  isCompact?: boolean;
  onNavigate?: () => void;
}

/**
 * Moves between the modules the user may open; each entry opens the module's first page. With a
 * single module there is nothing to switch, so it is shown as a plain title.
 */
export function ModuleSwitcher({ modules, current, isCompact = false, onNavigate }: ModuleSwitcherProps) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!current) return null;
  const CurrentIcon = current.icon;

  const icon = (
    <Box
      component="span"
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 32,
        height: 32,
        borderRadius: 1.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        flexShrink: 0,
      }}
    >
      <CurrentIcon fontSize="small" />
    </Box>
  );

  if (modules.length < 2) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: isCompact ? 0 : 1,
          width: isCompact ? 'auto' : '100%',
          borderRadius: 1.5,
          border: isCompact ? 0 : 1,
          borderColor: 'divider',
        }}
      >
        {icon}
        {/* The rail has no room for the name; screen readers still hear it. */}
        <Typography variant="subtitle2" component="p" sx={isCompact ? visuallyHidden : undefined}>
          {current.label}
        </Typography>
      </Box>
    );
  }

  const isOpen = Boolean(anchor);
  const button = (
    <Button
      color="inherit"
      onClick={(event) => setAnchor(event.currentTarget)}
      aria-label={`Module: ${current.label}. Switch module`}
      aria-haspopup="menu"
      aria-expanded={isOpen}
      aria-controls={isOpen ? menuId : undefined}
      endIcon={isCompact ? undefined : <UnfoldMoreIcon fontSize="small" />}
      sx={{
        justifyContent: isCompact ? 'center' : 'flex-start',
        gap: 0.5,
        px: isCompact ? 0.5 : 1,
        py: 1,
        minWidth: 0,
        width: isCompact ? 'auto' : '100%',
        border: 1,
        borderColor: 'divider',
        '& .MuiButton-endIcon': { ml: 'auto' },
      }}
    >
      {icon}
      {!isCompact && (
        <Typography component="span" variant="subtitle2" sx={{ ml: 1 }}>
          {current.label}
        </Typography>
      )}
    </Button>
  );

  return (
    <>
      {isCompact ? (
        <Tooltip title={`Switch module (${current.label})`} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 300, minWidth: 220 } } }}
      >
        {modules.map((module) => {
          const ModuleIcon = module.icon;
          const isCurrent = module.app === current.app;
          return (
            <MenuItem
              key={module.app}
              component={RouterLink}
              to={module.items[0]?.path ?? '/'}
              selected={isCurrent}
              onClick={() => {
                setAnchor(null);
                onNavigate?.();
              }}
            >
              <ListItemIcon>
                <ModuleIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{module.label}</ListItemText>
              {isCurrent && <CheckIcon fontSize="small" color="primary" />}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
