import { enqueueSnackbar } from 'notistack';
import { FALLBACK_ERROR } from '@atrium/shared/schemas/messages';
import { errorMessage } from './api';

// Toasts: top-center, 5000 ms (configured once in the provider).
export const toastSuccess = (message: string) => enqueueSnackbar(message, { variant: 'success' });

/** An error toast with the server's data.message, else the fallback (spec section 8). */
export const toastError = (error: unknown, fallback: string = FALLBACK_ERROR) =>
  enqueueSnackbar(errorMessage(error, fallback), { variant: 'error' });

/** The server's message when present, else the spec's success text. */
export const successMessage = (result: { message?: string } | undefined, fallback: string) =>
  result?.message || fallback;
