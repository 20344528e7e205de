import type { ReactNode } from 'react';
import { Box, Paper, Stack } from '@mui/material';

/** An outlined list of records, a line between each; its items are `DividedListItem`s. */
export function DividedList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined">
      <Box
        component="ul"
        aria-label={label}
        sx={{ p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** One record of a `DividedList`: its content, then its actions at the end of the row. */
export function DividedListItem({
  children,
  actions,
  align = 'flex-start',
}: {
  children: ReactNode;
  actions?: ReactNode;
  align?: 'flex-start' | 'center';
}) {
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ listStyle: 'none', p: 2, alignItems: align }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {actions}
    </Stack>
  );
}
