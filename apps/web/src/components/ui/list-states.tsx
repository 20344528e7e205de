import type { ReactNode } from 'react';
import { Skeleton } from '@mui/material';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { LoadFailureState } from './load-failure-state';

/** The part of an RTK Query result a list page reads. */
export interface ListQueryState<T> {
  data?: T[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface ListStatesProps<T> {
  query: ListQueryState<T>;
  /** What failed to load, in the failure's words ("list", "plan"). */
  subject: string;
  /** The skeleton's accessible name, e.g. "Loading the fields". */
  loadingLabel: string;
  skeletonHeight?: number;
  /** Shown when the list loaded with nothing in it. */
  empty: Pick<EmptyStateProps, 'title' | 'description' | 'action'>;
  /** The list itself, given its items once there is at least one. */
  children: (items: T[]) => ReactNode;
}

/** A list's four states in one place: failed (with a retry), loading, empty, or its items. */
export function ListStates<T>({
  query,
  subject,
  loadingLabel,
  skeletonHeight = 200,
  empty,
  children,
}: ListStatesProps<T>) {
  if (query.isError) {
    return <LoadFailureState error={query.error} subject={subject} onRetry={() => void query.refetch()} />;
  }
  if (query.isLoading || !query.data) {
    return (
      <Skeleton variant="rounded" height={skeletonHeight} aria-label={loadingLabel} role="progressbar" />
    );
  }
  if (query.data.length === 0) return <EmptyState {...empty} />;
  return children(query.data);
}
