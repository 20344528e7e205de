import { useEffect, useRef } from 'react';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import { CopyButton } from './copy-button';

/**
 * A key just created, shown this once (only its hash is kept) in a read-only field with a copy
 * button. The field takes the focus, so a keyboard user lands on what to copy.
 */
export function NewKeyAlert({ name, secret }: { name: string; secret: string }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // After the dialog that created it has handed the focus back to its opener.
    const timer = setTimeout(() => {
      field.current?.focus();
      field.current?.select();
    }, 0);
    return () => clearTimeout(timer);
  }, [secret]);
  return (
    <Alert severity="warning" role="status" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <Typography fontWeight={600}>Copy the key now: it will not be shown again.</Typography>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={secret}
          inputRef={field}
          slotProps={{ htmlInput: { readOnly: true, 'aria-label': `API key ${name}` } }}
        />
        <CopyButton text={secret} label={`Copy the key ${name}`} />
      </Stack>
    </Alert>
  );
}
