import type { ReactNode } from 'react';
import { Skeleton } from '@mui/material';
import { RetryAlert } from '../../../../components/ui/retry-alert';

/** A card's load: its skeleton, or what failed with a retry, else its content. */
export function CardStates({
  label,
  isLoading,
  isError,
  onRetry,
  children,
}: {
  label: string;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  children: () => ReactNode;
}) {
  if (isError) return <RetryAlert onRetry={onRetry}>{`The ${label} could not be loaded.`}</RetryAlert>;
  if (isLoading)
    return <Skeleton variant="rounded" height={120} aria-label={`Loading the ${label}`} role="progressbar" />;
  return <>{children()}</>;
}
