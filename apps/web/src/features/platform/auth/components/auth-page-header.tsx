import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BRAND_NAME } from '@atrium/shared/constants/limits';

/**
 * Title block of the screens inside the auth layout. The layout shows the brand in its left
 * panel, which is hidden below the lg breakpoint, so the brand is repeated here on small screens.
 */
export function AuthPageHeader({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography
        component="p"
        variant="h6"
        sx={{ display: { xxs: 'block', lg: 'none' }, color: 'primary.main', fontWeight: 800, mb: 3 }}
      >
        {BRAND_NAME}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ fontSize: 16 }}>
          {subtitle}
        </Typography>
      )}
    </Box>
  );
}
