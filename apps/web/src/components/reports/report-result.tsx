import type { ReactNode } from 'react';
import { Skeleton } from '@mui/material';
import { EmptyState } from '../ui/empty-state';
import { LoadFailureState } from '../ui/load-failure-state';

interface Query<T> {
  data?: T;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A report's load: its skeleton, what failed (with a retry), nothing to count, or its content. */
export function ReportResult<T>({
  query,
  subject,
  isEmpty,
  emptyDescription,
  children,
}: {
  query: Query<T>;
  subject: string;
  isEmpty: (data: T) => boolean;
  /** Why a report may have nothing to count, in the product's words. */
  emptyDescription: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return <LoadFailureState error={query.error} subject={subject} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Skeleton variant="rounded" height={240} aria-label={`Loading the ${subject}`} role="progressbar" />
    );
  if (isEmpty(query.data)) return <EmptyState title="Nothing to count" description={emptyDescription} />;
  return <>{children(query.data)}</>;
}
