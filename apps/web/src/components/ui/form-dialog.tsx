import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import type { Breakpoint } from '@mui/material';
import { Modal } from './modal';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The primary button's text, e.g. "Add location" or "Save". */
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSaving: boolean;
  children: ReactNode;
  maxWidth?: Breakpoint;
}

/**
 * A dialog around one form: Cancel and the submit button sit in the dialog's actions, tied to the
 * form by its id, so Enter in a field submits and the busy dialog cannot be closed mid-save.
 */
export function FormDialog({
  open,
  onClose,
  title,
  submitLabel,
  onSubmit,
  isSaving,
  children,
  maxWidth,
}: FormDialogProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      isBusy={isSaving}
      maxWidth={maxWidth}
      actions={
        <>
          <Button onClick={onClose} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={isSaving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} onSubmit={onSubmit} noValidate sx={{ pt: 1 }}>
        {children}
      </Box>
    </Modal>
  );
}
