import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';

export interface DataTablePagerProps {
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** Offer these page sizes; leave out to keep the size fixed. */
  limitOptions?: readonly number[];
  onLimitChange?: (limit: number) => void;
  disabled?: boolean;
}

/** Spec section 9: "Showing {page} of {totalPages}" between Previous and Next. */
export function DataTablePager({
  page,
  totalPages,
  total,
  limit,
  onPageChange,
  limitOptions,
  onLimitChange,
  disabled,
}: DataTablePagerProps) {
  // An empty list still reads "Showing 1 of 1" rather than "1 of 0".
  const pages = Math.max(totalPages, 1);
  return (
    <Stack
      component="nav"
      aria-label="Pagination"
      direction="row"
      alignItems="center"
      flexWrap="wrap"
      useFlexGap
      spacing={1}
      sx={{ px: 2, py: 1.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {total.toLocaleString('en-GB')} {total === 1 ? 'result' : 'results'}
      </Typography>
      {limitOptions && onLimitChange && (
        <TextField
          select
          size="small"
          fullWidth={false}
          label="Rows per page"
          value={limit}
          onChange={(event) => onLimitChange(Number(event.target.value))}
          sx={{ minWidth: 130 }}
        >
          {limitOptions.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" alignItems="center" spacing={1} sx={{ ml: 'auto' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Typography variant="body2" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
          Showing {page} of {pages}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={disabled || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
