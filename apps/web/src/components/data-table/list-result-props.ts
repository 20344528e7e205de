import type { Paged } from '@atrium/shared/schemas/platform/api';

/** What a DataTable needs from an RTK Query list result: rows, totals, loading, the error and retry. */
export const listResultProps = <T>(list: {
  data?: Paged<T>;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}) => ({
  rows: list.data?.items ?? [],
  total: list.data?.total ?? 0,
  totalPages: list.data?.totalPages ?? 0,
  isLoading: list.isFetching,
  isError: list.isError,
  error: list.error,
  onRetry: () => void list.refetch(),
});
