import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

/** One titled block of the gallery; each piece of the kit shows itself in one. */
export function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={`gallery-${id}`} variant="outlined" sx={{ p: 3 }}>
      <Typography id={`gallery-${id}`} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}
