import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import ScheduleSendOutlinedIcon from '@mui/icons-material/ScheduleSendOutlined';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useCancelCandidateEmailMutation, type CandidateApplication } from '../api/candidates-api';
import { formatDayTime } from '../utils/candidate-labels';

type ScheduledEmail = NonNullable<CandidateApplication['scheduledEmail']>;

/** A rejection email waiting for its time, and for those who may email candidates, a way to stop it. */
export function ScheduledEmailNotice({
  candidateId,
  email,
  canCancel,
}: {
  candidateId: string;
  email: ScheduledEmail;
  canCancel: boolean;
}) {
  const [cancel] = useCancelCandidateEmailMutation();
  const [isConfirming, setIsConfirming] = useState(false);
  const confirm = async () => {
    try {
      const result = await cancel({ candidateId, emailId: email.id }).unwrap();
      toastSuccess(successMessage(result, 'The email was cancelled'));
      setIsConfirming(false);
    } catch (error) {
      toastError(error);
      throw error;
    }
  };
  return (
    <>
      <Alert
        severity="info"
        icon={<ScheduleSendOutlinedIcon fontSize="inherit" />}
        action={
          canCancel && (
            <Button color="inherit" size="small" onClick={() => setIsConfirming(true)}>
              Cancel email
            </Button>
          )
        }
        sx={{ flexWrap: 'wrap' }}
      >
        “{email.subject}” will be emailed on {formatDayTime(email.sendAt)}.
      </Alert>
      <ConfirmDialog
        open={isConfirming}
        title="Cancel the scheduled email"
        message={`“${email.subject}” will not be sent. The rejection stays.`}
        confirmLabel="Cancel email"
        cancelLabel="Keep it"
        isDestructive
        onConfirm={confirm}
        onCancel={() => setIsConfirming(false)}
      />
    </>
  );
}
