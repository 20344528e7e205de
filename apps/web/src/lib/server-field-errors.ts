import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './api-errors';
import { toastError } from './toast';

/**
 * Puts a failed save's field errors under the form's fields (the first one focused) and toasts the
 * server's message when none of them belongs to a field the form shows. `fieldOf` maps a server
 * path to the form's field, or null when the form has no such field.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldOf: (path: string) => FieldPath<T> | null,
): void {
  let isShown = false;
  for (const { path, message } of fieldErrors(error)) {
    const field = fieldOf(path);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !isShown });
    isShown = true;
  }
  if (!isShown) toastError(error);
}

/** fieldOf for forms whose fields carry the server's names. */
export const fieldsNamed =
  <T extends FieldValues>(names: readonly FieldPath<T>[]) =>
  (path: string): FieldPath<T> | null =>
    (names as readonly string[]).includes(path) ? (path as FieldPath<T>) : null;
