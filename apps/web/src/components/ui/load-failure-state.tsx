import { Button } from '@mui/material';
import { EmptyState } from './empty-state';
import { loadFailureCopy } from './load-failure-copy';

/** A failed load in place of the content: why, whom to ask, and "Try again" only where another try can help. */
export function LoadFailureState({
  error,
  subject,
  onRetry,
}: {
  error: unknown;
  subject: string;
  onRetry: () => void;
}) {
  const failure = loadFailureCopy(error, subject);
  return (
    <EmptyState
      kind="error"
      title={failure.title}
      description={failure.description}
      action={
        failure.canRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}
