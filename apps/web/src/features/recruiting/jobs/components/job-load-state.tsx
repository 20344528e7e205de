import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';

/** While a job loads, or why it did not: gone (or another company's), or a failure worth retrying. */
export function JobLoadState({
  query,
}: {
  query: { isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
}) {
  if (query.isLoading || !query.isError) {
    return (
      <Stack alignItems="center" sx={{ py: 8 }}>
        <CircularProgress aria-label="Loading job" />
      </Stack>
    );
  }
  const status = (query.error as { status?: number } | undefined)?.status;
  return status === 404 ? (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to={paths.jobs} color="inherit">
          All jobs
        </Button>
      }
    >
      This job does not exist, or it was removed.
    </Alert>
  ) : (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    >
      {errorMessage(query.error)}
    </Alert>
  );
}
