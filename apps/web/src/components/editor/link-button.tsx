import { useRef, useState } from 'react';
import { Box, Button, IconButton, Popover, TextField, Tooltip } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import type { Editor } from '@tiptap/react';

/** Only web and mail addresses become links; "javascript:" and the like are refused. */
export function normaliseLinkAddress(raw: string): string | null {
  const text = raw.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? withScheme : null;
  } catch {
    return null;
  }
}

export function LinkButton({
  editor,
  disabled,
  isOpen,
  onOpenChange,
}: {
  editor: Editor;
  disabled?: boolean;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const anchorRef = useRef<HTMLButtonElement>(null);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const isLink = editor.isActive('link');

  const open = () => {
    setAddress((editor.getAttributes('link').href as string | undefined) ?? '');
    setError(null);
    onOpenChange(true);
  };
  const close = () => {
    onOpenChange(false);
    editor.commands.focus();
  };
  const apply = () => {
    const href = normaliseLinkAddress(address);
    if (!href) return setError('Enter a web or email address');
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onOpenChange(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onOpenChange(false);
  };

  return (
    <>
      <Tooltip title="Link">
        <span>
          <IconButton
            ref={anchorRef}
            size="small"
            aria-label="Link"
            aria-pressed={isLink}
            aria-haspopup="dialog"
            color={isLink ? 'primary' : 'default'}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={open}
          >
            <LinkIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={isOpen}
        anchorEl={anchorRef.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Edit link' } as object }}
      >
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1.5 }}
        >
          <TextField
            size="small"
            autoFocus
            label="Link address"
            placeholder="https://"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={Boolean(error)}
            helperText={error}
          />
          <Button type="submit" variant="contained">
            Apply
          </Button>
          {isLink && (
            <Button color="inherit" onClick={remove}>
              Remove
            </Button>
          )}
        </Box>
      </Popover>
    </>
  );
}
