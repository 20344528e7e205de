import { useId, useState } from 'react';
import {
  Avatar,
  Divider,
  IconButton,
  ListItemIcon,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
  Typography,
} from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockReset';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session-hooks';
import { paths } from '../../../config/paths';
import { useLogout } from '../../../features/platform/auth/hooks/use-logout';

/** The avatar's menu: the user's profile, password change and logout. */
export function AccountMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isOpen = Boolean(anchor);
  const initials = user ? `${user.firstName[0] ?? ''}${user.lastName[0] ?? ''}` : '';
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };

  return (
    <>
      <Tooltip title="Account">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          // The initials are what is seen, so the name contains them (WCAG 2.5.3).
          aria-label={initials ? `Account menu (${initials})` : 'Account menu'}
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-controls={isOpen ? menuId : undefined}
        >
          <Avatar
            src={user?.avatarUrl ?? undefined}
            alt={user ? `${user.firstName} ${user.lastName}` : undefined}
            sx={{
              width: 34,
              height: 34,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 14,
            }}
          >
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { maxHeight: 300, minWidth: 220 } } }}
      >
        {/* A subheader, so the menu's keyboard focus starts on the first action, not on the name. */}
        {user && (
          <ListSubheader
            disableSticky
            component="div"
            sx={{ lineHeight: 1.5, py: 1, bgcolor: 'transparent' }}
          >
            <Typography component="span" display="block" fontWeight={600} color="text.primary">
              {user.firstName} {user.lastName}
            </Typography>
            <Typography component="span" display="block" variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          </ListSubheader>
        )}
        <Divider />
        <MenuItem onClick={() => go(paths.myProfile)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          My profile
        </MenuItem>
        <MenuItem onClick={() => go(paths.changePassword)}>
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          Change password
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
