import { Skeleton, TableCell, TableRow } from '@mui/material';

/** Placeholder rows while the first page loads, so the table does not jump when it arrives. */
export function DataTableSkeleton({ rows, cells }: { rows: number; cells: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <TableRow key={row} aria-hidden="true">
          {Array.from({ length: cells }, (__, cell) => (
            <TableCell key={cell}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
