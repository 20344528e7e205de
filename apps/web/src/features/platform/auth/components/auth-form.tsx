import type { FormEvent, ReactNode } from 'react';
import { Box, Stack } from '@mui/material';

interface AuthFormProps {
  /** Names the form for assistive technology (a form with a name is a landmark). */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Any input in the form (a keystroke, a paste, a password manager filling it in). */
  onInput?: () => void;
  children: ReactNode;
}

/**
 * The frame of every auth form. noValidate: the zod schemas give the messages, not the browser's
 * own bubbles (required fields still carry the attribute for the asterisk and assistive technology).
 */
export function AuthForm({ label, onSubmit, onInput, children }: AuthFormProps) {
  return (
    <Box
      component="form"
      noValidate
      aria-label={label}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
      onInput={onInput}
      // White inputs stand out from the grey page behind them.
      sx={{ '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' } }}
    >
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}
