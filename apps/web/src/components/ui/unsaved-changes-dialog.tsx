import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Blocker } from 'react-router';

/** The unsaved-changes warning prompt (spec section 2) for a navigation the router is holding. */
export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const isOpen = blocker.state === 'blocked';
  return (
    <Dialog
      open={isOpen}
      onClose={() => blocker.reset?.()}
      aria-labelledby="unsaved-changes-title"
      aria-describedby="unsaved-changes-text"
    >
      <DialogTitle id="unsaved-changes-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText id="unsaved-changes-text">
          You have unsaved changes on this page. If you leave now, they will be lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Stay on this page
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
