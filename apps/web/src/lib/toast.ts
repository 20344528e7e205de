import { FALLBACK_ERROR } from '@atrium/shared/schemas/platform/messages';
import { toastQueue } from '../components/toaster/toast-queue';
import { errorMessage } from './api-errors';

// Toasts: top-center, 5000 ms (configured once in components/toaster).
export const toastSuccess = (message: string) => toastQueue.show({ message, variant: 'success' });

/** An error toast with the server's data.message, else the fallback (spec section 8). */
export const toastError = (error: unknown, fallback: string = FALLBACK_ERROR) =>
  toastQueue.show({ message: errorMessage(error, fallback), variant: 'error' });

/** The server's message when present, else the spec's success text. */
export const successMessage = (result: { message?: string } | undefined, fallback: string) =>
  result?.message || fallback;
