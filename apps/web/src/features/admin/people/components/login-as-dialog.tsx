import { useId } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  startImpersonationSchema,
  type StartImpersonationBody,
} from '@atrium/shared/schemas/admin/impersonation';
import { FormTextField } from '../../../../components/form/text-field';
import { Modal } from '../../../../components/ui/modal';
import { paths } from '../../../../config/paths';
import { api } from '../../../../lib/api';
import { fieldErrors } from '../../../../lib/api-errors';
import { useSessionDispatch } from '../../../../lib/session-hooks';
import { impersonationStarted } from '../../../../lib/session-slice';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useStartImpersonationMutation, type Person } from '../api/people-api';
import { fullName } from '../utils/person-labels';

export interface LoginAsDialogProps {
  person: Person | null;
  onClose: () => void;
}

/** Spec section 6 "login as user": a reason first; then the app acts as that person for 30 minutes at most. */
export function LoginAsDialog({ person, onClose }: LoginAsDialogProps) {
  const formId = useId();
  const dispatch = useSessionDispatch();
  const navigate = useNavigate();
  const [start, { isLoading }] = useStartImpersonationMutation();
  const { control, handleSubmit, setError, reset } = useForm<StartImpersonationBody>({
    resolver: zodResolver(startImpersonationSchema),
    values: { userId: person?.id ?? '', reason: '' },
    mode: 'onTouched',
  });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (body) => {
    try {
      const started = await start(body).unwrap();
      dispatch(impersonationStarted(started));
      // Nothing cached as the admin may show while acting as someone else.
      dispatch(api.util.resetApiState());
      toastSuccess(`You are now logged in as ${started.impersonation.targetName}.`);
      onClose();
      void navigate(paths.dashboard);
    } catch (error) {
      const reasonError = fieldErrors(error).find(({ path }) => path === 'reason');
      if (reasonError) setError('reason', { type: 'server', message: reasonError.message });
      else toastError(error);
    }
  });

  return (
    <Modal
      open={Boolean(person)}
      onClose={close}
      title={person ? `Login as ${fullName(person)}` : 'Login as user'}
      isBusy={isLoading}
      actions={
        <>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant="contained" loading={isLoading}>
            Login as user
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">
            You will see and do what this person can, for 30 minutes at most. Every action is recorded with
            your name and the reason.
          </Alert>
          <FormTextField control={control} name="reason" label="Reason" required multiline minRows={3} />
        </Stack>
      </form>
    </Modal>
  );
}
