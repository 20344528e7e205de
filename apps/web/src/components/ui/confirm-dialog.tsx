import { useId, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Paints the confirm button in the error colour, for actions that delete or cannot be undone. */
  isDestructive?: boolean;
  /** Runs the action; the dialog stays open and busy until it settles, and closes only on success. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/** Asks before an action; Escape and the backdrop cancel, but not while the action is running. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isDestructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const titleId = useId();
  const messageId = useId();

  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports the failure (usually a toast); the dialog stays open to try again.
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !isBusy && onCancel()}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* Focus starts on Cancel: a stray Enter must not delete anything. */}
        <Button color="inherit" onClick={onCancel} disabled={isBusy} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={isDestructive ? 'error' : 'primary'}
          onClick={() => void confirm()}
          loading={isBusy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
