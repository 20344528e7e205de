import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useHasPermission } from '../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../lib/toast';
import { useChangeJobStatusMutation, type Job, type JobStatusAction } from '../api/jobs-api';
import { CloseJobDialog } from './close-job-dialog';

const CONFIRMS: Record<JobStatusAction, { title: string; message: (name: string) => string; label: string }> =
  {
    open: {
      title: 'Open job',
      message: (name) => `${name} starts taking applications on its live job posts.`,
      label: 'Open job',
    },
    reopen: {
      title: 'Reopen job',
      message: (name) => `${name} becomes a draft again, with its openings, to be set up and opened.`,
      label: 'Reopen as draft',
    },
  };

/** The status moves a job allows now, each behind its own permission: open, close or reopen. */
export function JobStatusActions({ job, size = 'medium' }: { job: Job; size?: 'small' | 'medium' }) {
  const [changeStatus] = useChangeJobStatusMutation();
  const [confirming, setConfirming] = useState<JobStatusAction | null>(null);
  const [isClosing, setIsClosing] = useState(false);
  const canOpen = useHasPermission('rct.module.job_details.approval.request');
  const canClose = useHasPermission('rct.module.jobs.job.close');

  const run = async (action: JobStatusAction) => {
    try {
      const result = await changeStatus({ id: job.id, action }).unwrap();
      toastSuccess(successMessage(result, 'Done.'));
    } catch (error) {
      toastError(error);
      throw error;
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {job.status === 'draft' && canOpen && (
        <Button size={size} variant="contained" onClick={() => setConfirming('open')}>
          Open job
        </Button>
      )}
      {job.status === 'open' && canClose && (
        <Button size={size} color="error" variant="outlined" onClick={() => setIsClosing(true)}>
          Close job
        </Button>
      )}
      {job.status === 'closed' && canClose && (
        <Button size={size} variant="outlined" onClick={() => setConfirming('reopen')}>
          Reopen
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          open
          title={CONFIRMS[confirming].title}
          message={CONFIRMS[confirming].message(job.name)}
          confirmLabel={CONFIRMS[confirming].label}
          onConfirm={() => run(confirming).then(() => setConfirming(null))}
          onCancel={() => setConfirming(null)}
        />
      )}
      <CloseJobDialog job={isClosing ? job : null} onClose={() => setIsClosing(false)} />
    </Stack>
  );
}
