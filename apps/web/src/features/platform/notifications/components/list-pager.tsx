import { Box, Button, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

export interface ListPagerProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/** Spec section 9: the pager reads 'Showing {page} of {totalPages}' with Previous and Next buttons. */
export function ListPager({ page, totalPages, onPageChange, disabled = false }: ListPagerProps) {
  const pages = Math.max(totalPages, 1);
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Showing {page} of {pages}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ChevronLeftIcon />}
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="outlined"
          size="small"
          endIcon={<ChevronRightIcon />}
          disabled={disabled || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}
