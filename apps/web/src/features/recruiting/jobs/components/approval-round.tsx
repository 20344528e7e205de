import { useState } from 'react';
import dayjs from 'dayjs';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { ApprovalRequest } from '@atrium/shared/schemas/recruiting/approvals';
import { errorMessage } from '../../../../lib/api-errors';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useDecideApprovalMutation } from '../api/approvals-api';

export const ROUND_STATUS: Record<
  ApprovalRequest['status'],
  { label: string; color: 'warning' | 'success' | 'error' | 'default' }
> = {
  pending: { label: 'Waiting for approval', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

function RejectDialog({
  open,
  onClose,
  onReject,
}: {
  open: boolean;
  onClose: () => void;
  onReject: (note: string) => Promise<void>;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!note.trim()) return setError('Say why you reject it');
    setBusy(true);
    try {
      await onReject(note.trim());
      onClose();
    } catch (problem) {
      setError(errorMessage(problem));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="reject-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="reject-title">Reject the request</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          label="Why?"
          required
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setError('');
          }}
          error={Boolean(error)}
          helperText={error || 'The person who asked will read this.'}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void submit()} loading={busy}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One approval round: each group with its approvers and their decisions; the decision buttons for whoever may decide. */
export function ApprovalRound({
  jobId,
  round,
  title,
}: {
  jobId: string;
  round: ApprovalRequest;
  title: string;
}) {
  const [decide, state] = useDecideApprovalMutation();
  const [rejecting, setRejecting] = useState(false);
  const send = async (decision: 'approved' | 'rejected', note = '') => {
    const result = await decide({ jobId, requestId: round.id, body: { decision, note } }).unwrap();
    toastSuccess(successMessage(result, decision === 'approved' ? 'Approved' : 'Rejected'));
  };
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-label={title}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Box>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Requested {round.requestedBy ? `by ${round.requestedBy.name} ` : ''}on{' '}
            {dayjs(round.requestedAt).format('DD MMM YYYY, HH:mm')}
            {round.sequential ? ' · groups approve in order' : ' · groups approve at the same time'}
          </Typography>
        </Box>
        <Chip label={ROUND_STATUS[round.status].label} color={ROUND_STATUS[round.status].color} />
      </Box>
      <Stack spacing={2}>
        {round.groups.map((group, index) => (
          <Box key={index}>
            <Typography fontWeight={600}>
              Group {index + 1}: {group.required} of {group.approvers.length} needed
              {group.approved
                ? ' · approved'
                : group.active
                  ? ' · being asked now'
                  : round.status === 'pending'
                    ? ' · waiting its turn'
                    : ''}
            </Typography>
            <List dense>
              {group.approvers.map((approver) => (
                <ListItem key={approver.id} disableGutters>
                  <ListItemText
                    primary={`${approver.name}: ${approver.decision === 'approved' ? 'approved' : approver.decision === 'rejected' ? 'rejected' : 'no decision yet'}`}
                    secondary={
                      approver.decidedAt
                        ? `${dayjs(approver.decidedAt).format('DD MMM YYYY, HH:mm')}${approver.note ? ` · “${approver.note}”` : ''}`
                        : undefined
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </Stack>
      {round.canDecide && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button
            variant="contained"
            color="success"
            loading={state.isLoading}
            onClick={() => void send('approved').catch((error: unknown) => toastError(error))}
          >
            Approve
          </Button>
          <Button color="error" variant="outlined" onClick={() => setRejecting(true)}>
            Reject
          </Button>
        </Stack>
      )}
      <RejectDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={(note) => send('rejected', note)}
      />
    </Paper>
  );
}
