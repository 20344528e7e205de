import { ConfirmDialog } from './confirm-dialog';
import { successMessage, toastError, toastSuccess } from '../../lib/toast';

export interface DeleteRecordDialogProps {
  /** What is being deleted, e.g. "department"; null when the dialog is closed. */
  kind: string;
  name: string | null;
  /** What deleting it does, when more than that it cannot be undone (a hire's answers go too). */
  message?: string;
  onDelete: () => Promise<{ message?: string }>;
  onClose: () => void;
}

/**
 * Asks before deleting a record. A refusal (people still in a department, a reason still
 * in use) comes from the server with a message that says what to do, shown as a toast.
 */
export function DeleteRecordDialog({ kind, name, message, onDelete, onClose }: DeleteRecordDialogProps) {
  const confirm = async () => {
    try {
      toastSuccess(successMessage(await onDelete(), `The ${kind} was deleted`));
    } catch (error) {
      toastError(error);
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open={name !== null}
      title={`Delete ${kind}`}
      message={name ? (message ?? `Delete the ${kind} “${name}”? This cannot be undone.`) : ''}
      confirmLabel="Delete"
      isDestructive
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
