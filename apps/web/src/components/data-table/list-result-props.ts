import type { Paged } from '@atrium/shared/schemas/api';

/** What a DataTable needs from an RTK Query list result: rows, totals, loading and error, retry. */
export const listResultProps = <T>(list: {
  data?: Paged<T>;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}) => ({
  rows: list.data?.items ?? [],
  total: list.data?.total ?? 0,
  totalPages: list.data?.totalPages ?? 0,
  isLoading: list.isFetching,
  isError: list.isError,
  onRetry: () => void list.refetch(),
});
