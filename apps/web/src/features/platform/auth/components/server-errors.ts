import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { ApiError } from '@atrium/shared/schemas/platform/api';
import type { ErrorCode } from '@atrium/shared/errors/error-codes';
import { errorMessage, fieldErrors } from '../../../../lib/api-errors';

/** The HTTP status and typed code of a failed RTK Query call (DESIGN.md section 3). */
export function failureOf(error: unknown): { status: number | null; code: string | null } {
  const failure = error as { status?: unknown; data?: Partial<ApiError> } | undefined;
  return {
    status: typeof failure?.status === 'number' ? failure.status : null,
    code: typeof failure?.data?.code === 'string' ? failure.data.code : null,
  };
}

export interface FieldErrorTargets<T extends FieldValues> {
  /** Request body path -> form field, for the bodies whose names differ from the form's. */
  paths: Partial<Record<string, FieldPath<T>>>;
  /** Error codes that belong to one field even when the server sends no field errors. */
  codes?: Partial<Record<ErrorCode, FieldPath<T>>>;
}

/**
 * Shows the server's verdict on the fields it is about (a wrong current password, a password
 * refused as too common), so the person sees it where they have to fix it. Returns whether any
 * field got an error; the caller still toasts the message (spec section 8: every failure does).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  targets: FieldErrorTargets<T>,
): boolean {
  const matched = fieldErrors(error).flatMap((item) => {
    const field = targets.paths[item.path];
    return field ? [{ field, message: item.message }] : [];
  });
  const codeField = targets.codes?.[failureOf(error).code as ErrorCode];
  if (matched.length === 0 && codeField) matched.push({ field: codeField, message: errorMessage(error) });
  matched.forEach(({ field, message }, index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return matched.length > 0;
}
