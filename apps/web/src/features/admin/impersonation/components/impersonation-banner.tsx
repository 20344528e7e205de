import { Alert, Button } from '@mui/material';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { api } from '../../../../lib/api';
import { useSession, useSessionDispatch } from '../../../../lib/session-hooks';
import { toastError, toastSuccess } from '../../../../lib/toast';
import { useReturnToMyAccountMutation } from '../api/impersonation-api';

/** Across the shell while an admin acts as someone else (spec section 6), with the way back. */
export function ImpersonationBanner() {
  const { impersonation } = useSession();
  const navigate = useNavigate();
  const dispatch = useSessionDispatch();
  const [returnToMyAccount, { isLoading }] = useReturnToMyAccountMutation();
  if (!impersonation) return null;

  const goBack = async () => {
    try {
      await returnToMyAccount().unwrap();
      // Nothing cached as the other user may show in the admin's own account.
      dispatch(api.util.resetApiState());
      toastSuccess('You are back in your own account.');
      void navigate(paths.adminPeople);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      role="status"
      sx={{ alignItems: 'center' }}
      action={
        <Button color="inherit" variant="text" size="small" onClick={goBack} loading={isLoading}>
          Return to my account
        </Button>
      }
    >
      You are logged in as {impersonation.targetName}
    </Alert>
  );
}
