import type { ReactNode } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';

export interface SummaryItem {
  key: string;
  title: string;
  to: string;
  detail?: string | null;
  aside: ReactNode;
}

/** A short list of a card: each line a link, a line of detail under it, and what it counts at its side. */
export function SummaryList({ label, items }: { label: string; items: readonly SummaryItem[] }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ p: 0, m: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
    >
      {items.map((item) => (
        <Stack
          key={item.key}
          component="li"
          direction={{ xxs: 'column', sm: 'row' }}
          spacing={{ xxs: 0.5, sm: 2 }}
          sx={{ py: 1, listStyle: 'none', justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={item.to} underline="hover" sx={{ fontWeight: 600 }}>
              {item.title}
            </Link>
            {item.detail && (
              <Typography variant="body2" color="text.secondary">
                {item.detail}
              </Typography>
            )}
          </Box>
          {item.aside}
        </Stack>
      ))}
    </Box>
  );
}
