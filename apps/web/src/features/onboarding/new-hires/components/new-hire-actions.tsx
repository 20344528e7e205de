import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { newHireTransitionsFrom, type NewHireTransition } from '@atrium/shared/schemas/onboarding/new-hires';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { paths } from '../../../../config/paths';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useDeleteNewHireMutation, useTransitionNewHireMutation, type NewHire } from '../api/new-hires-api';
import { TRANSITION_COPY } from '../utils/new-hire-labels';

type Pending = NewHireTransition | 'delete';

/** The state changes a hire's state allows (each asked first), and deleting them. */
export function NewHireActions({ hire }: { hire: NewHire }) {
  const navigate = useNavigate();
  const canEdit = useHasPermission('onb.module.new_hires.new_hire.edit');
  const canDelete = useHasPermission('onb.module.new_hires.new_hire.delete');
  const [transition] = useTransitionNewHireMutation();
  const [deleteHire] = useDeleteNewHireMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  // The shared state machine, the one the server holds hires to: offered only where it is accepted.
  const transitions = canEdit ? newHireTransitionsFrom(hire.state) : [];
  if (transitions.length === 0 && !canDelete) return null;

  const confirm = async () => {
    try {
      if (pending === 'delete') {
        const result = await deleteHire(hire.id).unwrap();
        toastSuccess(successMessage(result, 'New hire deleted'));
        setPending(null);
        void navigate(paths.newHires);
        return;
      }
      const result = await transition({ id: hire.id, transition: pending! }).unwrap();
      toastSuccess(successMessage(result, 'New hire updated'));
      setPending(null);
    } catch (error) {
      toastError(error);
      setPending(null);
    }
  };
  const copy =
    pending === 'delete'
      ? {
          title: 'Delete new hire',
          message: `Delete ${hire.name} and their plan? The account their invitation made stops signing in; someone they already became in People stays there. This cannot be undone.`,
          label: 'Delete',
          isDestructive: true,
        }
      : pending
        ? {
            title: TRANSITION_COPY[pending].title,
            message: TRANSITION_COPY[pending].message(hire.name),
            label: TRANSITION_COPY[pending].label,
            isDestructive: TRANSITION_COPY[pending].isDestructive,
          }
        : null;

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {transitions.map((name) => (
        <Button
          key={name}
          variant={name === 'cancel' ? 'outlined' : 'contained'}
          color={name === 'cancel' ? 'error' : 'primary'}
          onClick={() => setPending(name)}
        >
          {TRANSITION_COPY[name].label}
        </Button>
      ))}
      {canDelete && (
        <Button color="error" onClick={() => setPending('delete')}>
          Delete
        </Button>
      )}
      <ConfirmDialog
        open={copy !== null}
        title={copy?.title ?? ''}
        message={copy?.message ?? ''}
        confirmLabel={copy?.label}
        isDestructive={copy?.isDestructive}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
