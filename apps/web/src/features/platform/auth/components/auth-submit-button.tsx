import type { ReactNode } from 'react';
import { Button } from '@mui/material';

/** The full-width primary button every auth form ends with; keeps its label visible while loading. */
export function AuthSubmitButton({ isLoading, children }: { isLoading: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      loading={isLoading}
      loadingPosition="start"
      sx={{ py: 1.4 }}
    >
      {children}
    </Button>
  );
}
