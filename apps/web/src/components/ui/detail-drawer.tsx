import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Drawer,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/** A list of labelled values in two columns (a `<dl>`); an empty value reads as a dash. */
export function DetailFields({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
    >
      {children}
    </Box>
  );
}

export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children || '—'}
      </Typography>
    </>
  );
}

/**
 * One record in a side panel (full width on a phone) with its title, a close button, a skeleton
 * while it loads and the error that stopped it.
 */
export function DetailDrawer({
  isOpen,
  onClose,
  titleId,
  title,
  isLoading,
  loadingLabel,
  error,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  titleId: string;
  title: ReactNode;
  isLoading: boolean;
  loadingLabel: string;
  /** The message to show when the record could not be loaded. */
  error?: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: isPhone ? '100%' : 760, p: 3 }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      <Stack direction="row" alignItems="flex-start" spacing={2} sx={{ mb: 2 }}>
        <Typography id={titleId} variant="h5" component="h2" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {isLoading && <Skeleton variant="rounded" height={240} role="progressbar" aria-label={loadingLabel} />}
      {error && <Alert severity="error">{error}</Alert>}
      {children}
    </Drawer>
  );
}
