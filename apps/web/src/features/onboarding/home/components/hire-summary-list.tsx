import type { ReactNode } from 'react';
import { Box, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { RetryAlert } from '../../../../components/ui/retry-alert';
import { paths } from '../../../../config/paths';
import type { NewHire } from '../../new-hires/api/new-hires-api';

/** A short list of hires, each linking to their page, with what the card says of each. */
export function HireSummaryList({
  label,
  hires,
  isLoading,
  isError,
  onRetry,
  emptyTitle,
  describe,
}: {
  label: string;
  hires: readonly NewHire[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyTitle: string;
  describe: (hire: NewHire) => ReactNode;
}) {
  if (isError) return <RetryAlert onRetry={onRetry}>The new hires could not be loaded.</RetryAlert>;
  if (isLoading || !hires)
    return <Skeleton variant="rounded" height={120} aria-label={`Loading ${label}`} role="progressbar" />;
  if (hires.length === 0) return <EmptyState isCompact title={emptyTitle} />;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {hires.map((hire) => (
        <Stack
          key={hire.id}
          component="li"
          direction={{ xxs: 'column', sm: 'row' }}
          spacing={{ xxs: 0.5, sm: 2 }}
          sx={{ py: 1, listStyle: 'none', justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={paths.newHire(hire.id)}
              underline="hover"
              sx={{ fontWeight: 600 }}
            >
              {hire.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {[hire.jobTitle, hire.department?.name].filter(Boolean).join(' · ') || 'No job title yet'}
            </Typography>
          </Box>
          {describe(hire)}
        </Stack>
      ))}
    </Box>
  );
}
