import { Alert, AlertTitle, Button } from '@mui/material';
import { loadFailureCopy } from '../../../../components/ui/load-failure-copy';

/** A part of a card that could not be loaded: why, and "Try again" only where another try can help. */
export function SectionLoadFailure({
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
    <Alert
      severity="error"
      variant="outlined"
      action={
        failure.canRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      <AlertTitle>{failure.title}</AlertTitle>
      {failure.description}
    </Alert>
  );
}
