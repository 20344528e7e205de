import type { ApiError } from '@atrium/shared/schemas/platform/api';
import { FALLBACK_ERROR } from '@atrium/shared/schemas/platform/messages';

// What a failed call says, read without RTK Query: the sign-in page shows these before the API
// slice has loaded (issue 3's budget).

/** The server's data.message of a failed call, else the given fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string = FALLBACK_ERROR): string {
  const data = (error as { data?: Partial<ApiError> } | undefined)?.data;
  return typeof data?.message === 'string' && data.message ? data.message : fallback;
}

/** Field errors of a 400 answer, to show under the form fields. */
export function fieldErrors(error: unknown): Array<{ path: string; message: string }> {
  const data = (error as { data?: Partial<ApiError> } | undefined)?.data;
  return Array.isArray(data?.errors) ? data.errors : [];
}

export interface Envelope<T> {
  message: string;
  data: T;
}

/**
 * Why a read failed, as the person should hear it: refused (403), gone or never there (404), or
 * not answered at all (the network, a timeout or a 5xx), which is the only one worth retrying.
 */
export type LoadFailure = 'forbidden' | 'not-found' | 'unavailable';

export function loadFailureOf(error: unknown): LoadFailure {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  return 'unavailable';
}
