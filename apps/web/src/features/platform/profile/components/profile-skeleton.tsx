import { Box, Paper, Skeleton, Stack } from '@mui/material';

/** The profile's shape while it loads, so the page does not jump when it arrives. */
export function ProfileSkeleton() {
  return (
    <Stack spacing={3} role="progressbar" aria-label="Loading profile" aria-busy="true">
      <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 4 }, display: 'flex', gap: 3, alignItems: 'center' }}>
        <Skeleton variant="circular" width={96} height={96} />
        <Box sx={{ flex: 1 }}>
          <Skeleton width="40%" height={40} />
          <Skeleton width="25%" />
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xxs: 2, sm: 4 } }}>
        {Array.from({ length: 5 }, (_, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 4, py: 1.5 }}>
            <Skeleton width={120} />
            <Skeleton width="45%" />
          </Box>
        ))}
      </Paper>
    </Stack>
  );
}
