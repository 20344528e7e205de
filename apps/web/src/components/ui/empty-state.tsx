import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { EmptyStateIllustration } from './empty-state-illustration';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link that gets the person going, e.g. "Create job". */
  action?: ReactNode;
  /** 'error' swaps the illustration for a failed load. */
  kind?: 'empty' | 'error';
  /** Tighter spacing inside tables and cards. */
  isCompact?: boolean;
}

/** What a list, table or page shows when there is nothing to show, or nothing could be loaded. */
export function EmptyState({
  title,
  description,
  action,
  kind = 'empty',
  isCompact = false,
}: EmptyStateProps) {
  return (
    <Stack
      role={kind === 'error' ? 'alert' : 'status'}
      alignItems="center"
      textAlign="center"
      spacing={1.5}
      sx={{ py: isCompact ? 3 : 6, px: 2 }}
    >
      <Box sx={{ width: isCompact ? 120 : 180, color: kind === 'error' ? 'error.main' : 'primary.main' }}>
        <EmptyStateIllustration kind={kind} />
      </Box>
      <Typography variant={isCompact ? 'subtitle1' : 'h6'} component="p" fontWeight={700}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      )}
      {action && <Box sx={{ pt: 1 }}>{action}</Box>}
    </Stack>
  );
}
