import { useState } from 'react';
import { Button, Chip, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../config/paths';
import { useRequestApprovalMutation } from '../api/approvals-api';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
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
  const [isAsking, setAsking] = useState(false);
  const [requestApproval] = useRequestApprovalMutation();
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
      {job.status === 'draft' && canOpen && !job.approval.required && (
        <Button size={size} variant="contained" onClick={() => setConfirming('open')}>
          Open job
        </Button>
      )}
      {job.status === 'draft' && job.approval.required && job.approval.status === 'pending' && (
        <Chip
          component={RouterLink}
          to={paths.jobApprovals(job.id)}
          clickable
          color="warning"
          label="Approval requested"
        />
      )}
      {job.status === 'draft' && canOpen && job.approval.required && job.approval.status !== 'pending' && (
        <Button size={size} variant="contained" onClick={() => setAsking(true)}>
          {job.approval.status === 'rejected' ? 'Request approval again' : 'Request approval'}
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
      <ConfirmDialog
        open={isAsking}
        title="Request approval"
        message={`${job.name} needs approval before it opens. Its approvers will be told now, and the job opens once they approve.`}
        confirmLabel="Request approval"
        onConfirm={async () => {
          try {
            toastSuccess(successMessage(await requestApproval(job.id).unwrap(), 'Approval requested'));
            setAsking(false);
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
        onCancel={() => setAsking(false)}
      />
      <CloseJobDialog job={isClosing ? job : null} onClose={() => setIsClosing(false)} />
    </Stack>
  );
}
