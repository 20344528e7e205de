import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** The signed-in shell's header is 64px high and sticks to the top; the bar sticks just under it. */
const SHELL_HEADER_HEIGHT = 64;

export interface BulkActionsBarProps {
  count: number;
  onClear: () => void;
  /** A line under the count, e.g. the offer to select every match. */
  notice?: ReactNode;
  children?: ReactNode;
}

/**
 * Stands above the table while rows are selected, holding the parent's bulk actions; it stays in
 * view while the table scrolls by, and wraps on a narrow screen.
 */
export function BulkActionsBar({ count, onClear, notice, children }: BulkActionsBarProps) {
  return (
    <Stack
      role="region"
      aria-label="Bulk actions"
      sx={(theme) => ({
        position: 'sticky',
        top: SHELL_HEADER_HEIGHT,
        zIndex: theme.zIndex.appBar - 2,
        px: 2,
        py: 1,
        gap: 0.5,
        // Opaque, so the rows scrolling under it do not show through the tint.
        bgcolor: theme.palette.background.paper,
        backgroundImage: `linear-gradient(${alpha(theme.palette.primary.main, 0.08)}, ${alpha(theme.palette.primary.main, 0.08)})`,
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Stack direction="row" alignItems="center" spacing={1} flexWrap="wrap" useFlexGap>
        <Typography variant="subtitle2" component="p" aria-live="polite">
          {count} selected
        </Typography>
        {children}
        <Button size="small" onClick={onClear} sx={{ ml: 'auto' }}>
          Clear selection
        </Button>
      </Stack>
      {notice}
    </Stack>
  );
}
