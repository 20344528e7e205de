import { useEffect } from 'react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS } from '@atrium/shared/constants/limits';
import { toastQueue } from './toast-queue';

export default function ToasterHost() {
  // The provider renders before this effect runs, so notistack's enqueueSnackbar is ready by then.
  useEffect(() => toastQueue.attach(({ message, variant }) => enqueueSnackbar(message, { variant })), []);
  // Toasts: top-center for 5000 ms (spec section 9).
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    />
  );
}
