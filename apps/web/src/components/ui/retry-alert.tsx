import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';

export interface RetryAlertProps {
  /** What could not be loaded, as a sentence. */
  children: ReactNode;
  onRetry: () => void;
}

/** A load that failed, with the one thing the reader can do about it. */
export function RetryAlert({ children, onRetry }: RetryAlertProps) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
