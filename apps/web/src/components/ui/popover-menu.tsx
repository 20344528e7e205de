import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Button, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';

/** Spec section 9: popover menus are at most 300px high; longer ones scroll. */
export const POPOVER_MENU_MAX_HEIGHT = 300;

export interface PopoverMenuItem {
  label: string;
  onClick: () => void;
  icon?: ReactElement;
  isDestructive?: boolean;
  disabled?: boolean;
}

export interface PopoverMenuProps {
  items: readonly PopoverMenuItem[];
  /** The trigger's accessible name, e.g. "Actions for Senior Designer". */
  label: string;
  /** A text button instead of the default "more" icon button. */
  buttonText?: ReactNode;
}

/** A button that opens a short list of actions (row actions, card menus). */
export function PopoverMenu({ items, label, buttonText }: PopoverMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const isOpen = Boolean(anchor);
  const triggerProps = {
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? menuId : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {buttonText ? (
        <Button {...triggerProps}>{buttonText}</Button>
      ) : (
        <Tooltip title={label}>
          <IconButton {...triggerProps}>
            <MoreVertIcon />
          </IconButton>
        </Tooltip>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { style: { maxHeight: POPOVER_MENU_MAX_HEIGHT }, sx: { minWidth: 180 } } }}
      >
        {items.map((item) => (
          <MenuItem
            key={item.label}
            disabled={item.disabled}
            onClick={() => {
              setAnchor(null);
              item.onClick();
            }}
            sx={item.isDestructive ? { color: 'error.main' } : undefined}
          >
            {item.icon && <ListItemIcon sx={{ color: 'inherit' }}>{item.icon}</ListItemIcon>}
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
