import { useId, type ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

/** A titled card of the Onboarding home, with a link or action at its top right. */
export function HomeCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      <Box>{children}</Box>
    </Paper>
  );
}
