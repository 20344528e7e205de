import type { ReactNode, Ref } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';

/** Why a web hook is disabled: its last ping failed. Saving it again pings it again. */
export function PingErrorAlert({
  error,
  action,
  ref,
}: {
  error: string;
  action?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <Alert severity="error" action={action} ref={ref}>
      <AlertTitle>The ping failed, so this web hook is disabled</AlertTitle>
      <Box component="span" sx={{ display: 'block', fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {error}
      </Box>
      Fix the endpoint, then save again to retry.
    </Alert>
  );
}
