import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { loadFailureCopy } from '../ui/load-failure-copy';
import { EmptyIllustration } from './empty-illustration';

export interface DataTableEmptyProps {
  colSpan: number;
  isError: boolean;
  /** The failed request's error: a refusal and a missing record read differently from a lost connection. */
  error?: unknown;
  onRetry?: () => void;
  emptyTitle: string;
  emptyDescription?: string;
}

/** The body of a table with nothing to show: no matching rows, or a list that failed to load. */
export function DataTableEmpty({
  colSpan,
  isError,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
}: DataTableEmptyProps) {
  const failure = isError ? loadFailureCopy(error) : undefined;
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ borderBottom: 0 }}>
        <Stack alignItems="center" spacing={1} sx={{ py: 6 }} role={isError ? 'alert' : 'status'}>
          <EmptyIllustration isError={isError} />
          <Typography variant="subtitle1" component="p">
            {failure ? failure.title : emptyTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {failure ? failure.description : emptyDescription}
          </Typography>
          {failure?.canRetry && onRetry && (
            <Button variant="outlined" onClick={onRetry}>
              Retry
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
