import { useState } from 'react';
import { Button, Checkbox, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import type { DataTableColumn } from './data-table-column';

export interface ColumnVisibilityMenuProps<T> {
  columns: readonly DataTableColumn<T>[];
  hiddenIds: ReadonlySet<string>;
  onToggle: (columnId: string) => void;
}

/** Shows or hides columns; the last visible column cannot be hidden. */
export function ColumnVisibilityMenu<T>({ columns, hiddenIds, onToggle }: ColumnVisibilityMenuProps<T>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hideable = columns.filter((column) => column.hideable !== false);
  const visibleCount = columns.length - hiddenIds.size;
  if (hideable.length === 0) return null;
  return (
    <>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Menu
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 300 } }, list: { 'aria-label': 'Visible columns' } }}
      >
        {hideable.map((column) => {
          const isVisible = !hiddenIds.has(column.id);
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={isVisible}
              disabled={isVisible && visibleCount <= 1}
              onClick={() => onToggle(column.id)}
              dense
            >
              <ListItemIcon>
                <Checkbox
                  size="small"
                  edge="start"
                  checked={isVisible}
                  tabIndex={-1}
                  disableRipple
                  sx={{ p: 0 }}
                />
              </ListItemIcon>
              <ListItemText primary={column.header} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
