import type { SxProps, Theme } from '@mui/material';

/**
 * A table that becomes a stack of cards on a phone: each row a card, each cell a line led by its
 * column's name (the cell's data-label) in place of the header row.
 */
export const stackedTableSx: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    // Each line names its column instead (read out too: generated content counts for screen readers).
    '& thead': { display: 'none' },
    '& tbody tr': {
      display: 'block',
      py: 1,
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& tbody td': {
      display: 'flex',
      // Not the reversed row of a right-aligned cell: the column's name leads every line.
      flexDirection: 'row',
      justifyContent: 'flex-start',
      alignItems: 'baseline',
      gap: 1.5,
      border: 0,
      py: 0.5,
      px: 2,
      textAlign: 'start',
      overflowWrap: 'anywhere',
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      flex: '0 0 96px',
      color: theme.palette.text.secondary,
      fontWeight: 600,
    },
  },
});
