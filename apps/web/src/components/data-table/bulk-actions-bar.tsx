import type { ReactNode } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';

export interface BulkActionsBarProps {
  count: number;
  onClear: () => void;
  children?: ReactNode;
}

/** Stands above the table while rows are selected, holding the parent's bulk actions. */
export function BulkActionsBar({ count, onClear, children }: BulkActionsBarProps) {
  return (
    <Stack
      role="region"
      aria-label="Bulk actions"
      direction="row"
      alignItems="center"
      spacing={1}
      flexWrap="wrap"
      useFlexGap
      sx={(theme) => ({ px: 2, py: 1, bgcolor: alpha(theme.palette.primary.main, 0.08) })}
    >
      <Typography variant="subtitle2" component="p" aria-live="polite">
        {count} selected
      </Typography>
      {children}
      <Button size="small" onClick={onClear} sx={{ ml: 'auto' }}>
        Clear selection
      </Button>
    </Stack>
  );
}
