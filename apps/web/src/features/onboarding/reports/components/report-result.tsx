import type { ReactNode } from 'react';
import { Skeleton } from '@mui/material';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailureState } from '../../../../components/ui/load-failure-state';

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
  children,
}: {
  query: Query<T>;
  subject: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return <LoadFailureState error={query.error} subject={subject} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Skeleton variant="rounded" height={240} aria-label={`Loading the ${subject}`} role="progressbar" />
    );
  if (isEmpty(query.data))
    return (
      <EmptyState
        title="Nothing to count"
        description="No new hires match these filters, or they have nothing of this kind yet."
      />
    );
  return <>{children(query.data)}</>;
}
