import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { BRAND_NAME } from '@atrium/shared/constants/limits';
import { paths } from '../../../config/paths';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * The logo mark and name; home is the dashboard. The mini rail shows the mark alone. The link is
 * named by its text ("Atrium home", the last word for screen readers only), not by an aria-label, so
 * what is read always contains what is seen (WCAG 2.5.3).
 */
export function BrandLink({ isCompact = false }: { isCompact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={paths.dashboard}
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
      <Typography
        component="span"
        variant="h6"
        sx={isCompact ? visuallyHidden : { fontWeight: 800, letterSpacing: -0.3 }}
      >
        {BRAND_NAME}
        <Box component="span" sx={visuallyHidden}>
          {' home'}
        </Box>
      </Typography>
    </Box>
  );
}
