import { useEffect } from 'react';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { styled } from '@mui/material/styles';
import { TOAST_DURATION_MS } from '@atrium/shared/constants/limits';
import { toastQueue } from './toast-queue';

// notistack's own colours put white on #43a047 (3.3:1) or #ff9800; the theme's status colours read
// at 4.5:1 with their contrast text, in light and dark mode.
const ToastContent = styled(MaterialDesignContent)(({ theme }) => ({
  ...Object.fromEntries(
    (['success', 'error', 'warning', 'info'] as const).map((variant) => [
      `&.notistack-MuiContent-${variant}`,
      {
        backgroundColor: theme.palette[variant].main,
        color: theme.palette[variant].contrastText,
      },
    ]),
  ),
}));

const COMPONENTS = { success: ToastContent, error: ToastContent, warning: ToastContent, info: ToastContent };

export default function ToasterHost() {
  // The provider renders before this effect runs, so notistack's enqueueSnackbar is ready by then.
  useEffect(() => toastQueue.attach(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  // Toasts: top-center for 5000 ms (spec section 9).
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      Components={COMPONENTS}
    />
  );
}
