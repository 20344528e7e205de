import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

/**
 * The date adapter for the pickers in this folder. Each picker wraps itself in it, so callers never
 * need to know about adapters; nesting providers is cheap and allowed by MUI.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>;
}
