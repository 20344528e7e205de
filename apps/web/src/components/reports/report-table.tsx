import { useState, type ReactNode } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { sortRows, type CellValue, type SortDirection } from './sort-rows';

export interface ReportColumn<Row> {
  id: string;
  label: string;
  value: (row: Row) => CellValue;
  /** What the cell shows, when not the value itself. */
  render?: (row: Row) => ReactNode;
  isNumeric?: boolean;
}

/**
 * A report's rows, sorted by any column (a click or Enter on its header; again for the other way),
 * in the order the server gave until then. Scrolls sideways on a narrow screen.
 */
export function ReportTable<Row extends { key: string }>({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: ReadonlyArray<ReportColumn<Row>>;
  rows: readonly Row[];
}) {
  const [sort, setSort] = useState<{ id: string; direction: SortDirection } | null>(null);
  const sortedBy = columns.find((column) => column.id === sort?.id);
  const shown = sortedBy && sort ? sortRows(rows, sortedBy.value, sort.direction) : rows;
  const sortBy = (column: ReportColumn<Row>) =>
    setSort((current) =>
      current?.id === column.id
        ? { id: column.id, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { id: column.id, direction: column.isNumeric ? 'desc' : 'asc' },
    );
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const isSorted = sort?.id === column.id;
              return (
                <TableCell
                  key={column.id}
                  align={column.isNumeric ? 'right' : 'left'}
                  sortDirection={isSorted ? sort.direction : false}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  <TableSortLabel
                    active={isSorted}
                    direction={isSorted ? sort.direction : 'asc'}
                    onClick={() => sortBy(column)}
                  >
                    {column.label}
                    {isSorted && (
                      <Box component="span" sx={visuallyHidden}>
                        {sort.direction === 'asc' ? ', sorted ascending' : ', sorted descending'}
                      </Box>
                    )}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <TableRow key={row.key} hover>
              {columns.map((column, index) => {
                const content = column.render ? column.render(row) : (column.value(row) ?? '—');
                return (
                  <TableCell
                    key={column.id}
                    align={column.isNumeric ? 'right' : 'left'}
                    component={index === 0 ? 'th' : 'td'}
                    scope={index === 0 ? 'row' : undefined}
                  >
                    {content}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
