import { Box, Paper, Typography } from '@mui/material';

export interface StatTile {
  label: string;
  value: number | string;
  /** A line under the number saying what it counts. */
  hint?: string;
}

/** A row of headline numbers, each in its own tile; a description list for screen readers. */
export function StatTiles({ label, tiles }: { label: string; tiles: readonly StatTile[] }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xxs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${tiles.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {tiles.map((tile) => (
        <Paper key={tile.label} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {tile.label}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 700 }}>
            {tile.value}
          </Typography>
          {tile.hint && (
            <Typography variant="caption" color="text.secondary">
              {tile.hint}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
