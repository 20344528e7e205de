import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import {
  APPROVAL_KIND_LABELS,
  APPROVAL_KINDS,
  type ApprovalKind,
} from '@atrium/shared/schemas/recruiting/approvals';
import { errorMessage } from '../../../../lib/api-errors';
import { usePageTitle } from '../../../../lib/page-title';
import { successMessage, toastSuccess } from '../../../../lib/toast';
import { useGetCompanyApprovalFlowQuery, useSetCompanyApprovalFlowMutation } from '../api/approvals-api';
import { ApprovalFlowEditor } from '../components/approval-flow-editor';

const HINTS: Record<ApprovalKind, string> = {
  job_open: 'Who approves before a job opens. A job can have its own flow instead (its Approvals tab).',
  offer: 'Who approves an offer before it goes to the candidate.',
};

function CompanyFlow({ kind }: { kind: ApprovalKind }) {
  const flow = useGetCompanyApprovalFlowQuery(kind);
  const [save] = useSetCompanyApprovalFlowMutation();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={APPROVAL_KIND_LABELS[kind]}>
      <Typography variant="h6" component="h2">
        {APPROVAL_KIND_LABELS[kind]}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {HINTS[kind]}
      </Typography>
      {flow.isError && <Alert severity="error">{errorMessage(flow.error)}</Alert>}
      {flow.data && (
        <ApprovalFlowEditor
          key={flow.data.updatedAt ?? 'new'}
          flow={flow.data}
          onSave={async (body) =>
            toastSuccess(successMessage(await save({ kind, body }).unwrap(), 'Approval flow saved'))
          }
        />
      )}
    </Paper>
  );
}

/** /configuration/approvals: the company's default approval flows for opening jobs and for offers. */
export default function ApprovalFlowsPage() {
  usePageTitle('Approvals');
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Approvals
        </Typography>
        <Typography color="text.secondary">
          Changing a flow restarts the requests that are waiting on it.
        </Typography>
      </Box>
      {APPROVAL_KINDS.map((kind) => (
        <CompanyFlow key={kind} kind={kind} />
      ))}
    </Stack>
  );
}
