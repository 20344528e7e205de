import { Backdrop, CircularProgress } from '@mui/material';

/** Covers the screen while a route's code or the session loads. */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <Backdrop
      open
      sx={{ color: 'primary.main', bgcolor: 'background.default', zIndex: (t) => t.zIndex.modal + 1 }}
    >
      <CircularProgress aria-label={label} />
    </Backdrop>
  );
}
