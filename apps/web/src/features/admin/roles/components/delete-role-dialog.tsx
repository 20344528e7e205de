import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useDeleteRoleMutation, type RoleView } from '../api/roles-api';

/** Asks before deleting; a role still assigned is refused by the server, whose message is shown. */
export function DeleteRoleDialog({
  role,
  onClose,
  onDeleted,
}: {
  role: RoleView | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const [deleteRole] = useDeleteRoleMutation();
  const confirm = async () => {
    if (!role) return;
    try {
      const answer = await deleteRole(role.id).unwrap();
      toastSuccess(successMessage(answer, 'Role deleted successfully!'));
      onClose();
      onDeleted?.();
    } catch (error) {
      toastError(error);
      onClose();
    }
  };
  return (
    <ConfirmDialog
      open={Boolean(role)}
      title="Delete role"
      message={role ? `Delete the role “${role.name}”? This cannot be undone.` : ''}
      confirmLabel="Delete"
      isDestructive
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
