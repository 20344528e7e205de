import type { ReactNode } from 'react';
import { FormHelperText } from '@mui/material';

/** The line under a field: its error when there is one (spec section 5), else the helper text. */
export function FieldHelperText({
  id,
  error,
  helperText,
}: {
  id: string;
  error?: string;
  helperText?: ReactNode;
}) {
  if (!error && !helperText) return null;
  return (
    <FormHelperText id={id} error={Boolean(error)}>
      {error ?? helperText}
    </FormHelperText>
  );
}
