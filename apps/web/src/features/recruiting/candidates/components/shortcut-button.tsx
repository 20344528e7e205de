import type { ReactNode } from 'react';
import { Box, Button, type ButtonProps } from '@mui/material';

export interface ShortcutButtonProps extends Omit<ButtonProps, 'children'> {
  /** The single key that does the same, shown on the button and told to assistive technology. */
  shortcut: string;
  children: ReactNode;
}

/** A button that names its keyboard shortcut, e.g. "Advance (A)". */
export function ShortcutButton({ shortcut, children, ...props }: ShortcutButtonProps) {
  return (
    <Button {...props} aria-keyshortcuts={shortcut}>
      {children}
      <Box
        component="kbd"
        aria-hidden
        sx={{
          ml: 1,
          px: 0.75,
          borderRadius: 0.75,
          border: 1,
          borderColor: 'currentColor',
          fontFamily: 'inherit',
          fontSize: '0.75rem',
          lineHeight: 1.5,
          opacity: 0.8,
        }}
      >
        {shortcut}
      </Box>
    </Button>
  );
}
