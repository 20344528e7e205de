import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BRAND_NAME } from '@atrium/shared/constants/limits';
import { paths } from '../../../config/paths';

/** The logo mark and name; home is the dashboard. The mini rail shows the mark alone. */
export function BrandLink({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={paths.dashboard}
      aria-label={`${BRAND_NAME} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        borderRadius: 1,
      }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 34,
          height: 34,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 800,
          fontSize: 18,
        }}
      >
        {BRAND_NAME[0]}
      </Box>
      {!isCompact && (
        <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: -0.3 }}>
          {BRAND_NAME}
        </Typography>
      )}
    </Box>
  );
}
