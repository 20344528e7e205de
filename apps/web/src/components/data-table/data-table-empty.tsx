import { Button, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { EmptyIllustration } from './empty-illustration';

export interface DataTableEmptyProps {
  colSpan: number;
  isError: boolean;
  onRetry?: () => void;
  emptyTitle: string;
  emptyDescription?: string;
}

/** The body of a table with nothing to show: no matching rows, or a list that failed to load. */
export function DataTableEmpty({
  colSpan,
  isError,
  onRetry,
  emptyTitle,
  emptyDescription,
}: DataTableEmptyProps) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan} sx={{ borderBottom: 0 }}>
        <Stack alignItems="center" spacing={1} sx={{ py: 6 }} role={isError ? 'alert' : 'status'}>
          <EmptyIllustration isError={isError} />
          <Typography variant="subtitle1" component="p">
            {isError ? 'Could not load the list' : emptyTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {isError ? 'Check your connection and try again.' : emptyDescription}
          </Typography>
          {isError && onRetry && (
            <Button variant="outlined" onClick={onRetry}>
              Retry
            </Button>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
