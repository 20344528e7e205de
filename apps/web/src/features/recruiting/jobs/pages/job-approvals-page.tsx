import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useGetJobQuery } from '../api/jobs-api';
import {
  useGetJobApprovalsQuery,
  useRequestApprovalMutation,
  useSetJobApprovalFlowMutation,
  type ApprovalFlow,
} from '../api/approvals-api';
import { ApprovalFlowEditor } from '../components/approval-flow-editor';
import { ApprovalRound } from '../components/approval-round';
import { JobLoadState } from '../components/job-load-state';

function FlowSummary({ flow }: { flow: ApprovalFlow }) {
  if (flow.groups.length === 0)
    return <Typography color="text.secondary">No approvers: the job opens without approval.</Typography>;
  return (
    <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
      {flow.groups.map((group, index) => (
        <li key={index}>
          {group.approvers.map((approver) => approver.name).join(', ')} ({group.required} of{' '}
          {group.approvers.length} needed)
        </li>
      ))}
    </Stack>
  );
}

/** /jobs/:id/approvals: who must approve opening the job, the round in progress, and past rounds. */
export default function JobApprovalsPage() {
  const { id = '' } = useParams();
  const job = useGetJobQuery(id);
  const approvals = useGetJobApprovalsQuery(id);
  const [requestApproval, requesting] = useRequestApprovalMutation();
  const [setFlow] = useSetJobApprovalFlowMutation();
  const canRequest = useHasPermission('rct.module.job_details.approval.request');
  const [editing, setEditing] = useState(false);
  usePageTitle(job.data ? `Approvals: ${job.data.name}` : 'Approvals');
  if (!job.data) return <JobLoadState query={job} />;
  if (!approvals.data) return <JobLoadState query={approvals} />;
  const { flow, current, history } = approvals.data;
  const waiting = current?.status === 'pending';
  const canAsk = canRequest && job.data.status === 'draft' && !waiting && flow.groups.length > 0;
  const ask = async () => {
    try {
      toastSuccess(successMessage(await requestApproval(id).unwrap(), 'Approval requested'));
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            Approvals
          </Typography>
          <Typography color="text.secondary">Approvals to start recruiting for {job.data.name}.</Typography>
        </Box>
        {canAsk && (
          <Button variant="contained" onClick={() => void ask()} loading={requesting.isLoading}>
            {current?.status === 'rejected' ? 'Request approval again' : 'Request approval'}
          </Button>
        )}
      </Box>
      {job.data.status === 'open' && current?.status === 'approved' && (
        <Alert severity="success">Approved: the job is open.</Alert>
      )}
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label="Approval flow">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Box>
            <Typography variant="h6" component="h2">
              Approval flow
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {flow.source === 'job' ? (
                "This job's own flow."
              ) : (
                <>
                  The company's default flow (
                  <RouterLink to={paths.approvalFlows}>Configuration → Approvals</RouterLink>).
                </>
              )}{' '}
              {flow.sequential ? 'Groups approve in order.' : 'Groups approve at the same time.'}
              {waiting ? ' Changing it restarts the round in progress.' : ''}
            </Typography>
          </Box>
          {canRequest && !editing && (
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setEditing(true)}>Edit for this job</Button>
              {flow.source === 'job' && (
                <Button
                  onClick={() =>
                    void setFlow({ jobId: id, body: null })
                      .unwrap()
                      .then((result) => toastSuccess(successMessage(result, 'Saved')))
                      .catch((error: unknown) => toastError(error))
                  }
                >
                  Use the company flow
                </Button>
              )}
            </Stack>
          )}
        </Box>
        {editing ? (
          <ApprovalFlowEditor
            flow={flow}
            onCancel={() => setEditing(false)}
            onSave={async (body) => {
              const result = await setFlow({ jobId: id, body }).unwrap();
              toastSuccess(successMessage(result, 'Approval flow saved'));
              setEditing(false);
            }}
          />
        ) : (
          <FlowSummary flow={flow} />
        )}
      </Paper>
      {approvals.isError && <Alert severity="error">{errorMessage(approvals.error)}</Alert>}
      {current ? (
        <ApprovalRound jobId={id} round={current} title="Current request" />
      ) : (
        <Typography color="text.secondary">No approval has been requested for this job yet.</Typography>
      )}
      {history.length > 0 && (
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            Earlier requests
          </Typography>
          {history.map((round) => (
            <ApprovalRound
              key={round.id}
              jobId={id}
              round={round}
              title={`Request of ${new Date(round.requestedAt).toLocaleDateString('en-GB')}`}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
