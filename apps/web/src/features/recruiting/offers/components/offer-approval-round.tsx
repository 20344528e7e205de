import { useId } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { ApprovalRequest } from '@atrium/shared/schemas/recruiting/approvals';
import { formatDayTime } from '../../candidates/utils/candidate-labels';
import { ROUND_STATUS } from '../../jobs/components/approval-round';

type Group = ApprovalRequest['groups'][number];
type Approver = Group['approvers'][number];

/** An approver's decision; one not given reads "Waiting" while the round is open. */
function decisionChip(approver: Approver, isOpen: boolean) {
  if (approver.decision === 'approved')
    return { label: 'Approved', color: 'success' as const, variant: 'filled' as const };
  if (approver.decision === 'rejected')
    return { label: 'Rejected', color: 'error' as const, variant: 'filled' as const };
  return {
    label: isOpen ? 'Waiting' : 'No decision',
    color: 'default' as const,
    variant: 'outlined' as const,
  };
}

function groupState(group: Group, round: ApprovalRequest): string {
  if (group.approved) return 'approved';
  if (group.active) return 'being asked now';
  return round.status === 'pending' ? 'waiting its turn' : '';
}

/**
 * The offer's approval round, compact for the candidate's page: each group in order with its
 * approvers' decisions, notes and times; the group being asked now stands out. Deciding is in the
 * offer's actions (the job's round component decides through the job's approvals instead).
 */
export function OfferApprovalRound({ round }: { round: ApprovalRequest }) {
  const headingId = useId();
  const isOpen = round.status === 'pending';
  const status = ROUND_STATUS[round.status];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={headingId} variant="subtitle2" component="h5">
          Approval
        </Typography>
        <Chip size="small" label={status.label} color={status.color} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Requested {round.requestedBy ? `by ${round.requestedBy.name} ` : ''}on{' '}
        {formatDayTime(round.requestedAt)} ·{' '}
        {round.sequential ? 'groups decide in order' : 'groups decide together'}
      </Typography>
      <Stack
        component={round.sequential ? 'ol' : 'ul'}
        spacing={1}
        sx={{ m: 0, mt: 1, p: 0, listStyle: 'none' }}
      >
        {round.groups.map((group, index) => {
          const state = groupState(group, round);
          const isAsked = isOpen && group.active;
          return (
            <Box
              component="li"
              key={index}
              aria-label={`Group ${index + 1}`}
              aria-current={isAsked ? 'step' : undefined}
              sx={{
                borderInlineStart: 3,
                borderColor: isAsked ? 'warning.main' : group.approved ? 'success.main' : 'divider',
                bgcolor: isAsked ? 'action.hover' : 'transparent',
                borderRadius: 1,
                px: 1.5,
                py: 1,
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                Group {index + 1} · {group.required} of {group.approvers.length} needed
                {state ? ` · ${state}` : ''}
              </Typography>
              <Stack component="ul" spacing={0.75} sx={{ m: 0, mt: 0.75, p: 0, listStyle: 'none' }}>
                {group.approvers.map((approver) => {
                  const chip = decisionChip(approver, isOpen);
                  return (
                    <Box component="li" key={approver.id} sx={{ minWidth: 0 }}>
                      <Stack
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                      >
                        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                          {approver.name}
                        </Typography>
                        <Chip size="small" label={chip.label} color={chip.color} variant={chip.variant} />
                        {approver.decidedAt && (
                          <Typography variant="caption" color="text.secondary">
                            {formatDayTime(approver.decidedAt)}
                          </Typography>
                        )}
                      </Stack>
                      {approver.note && (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        >
                          “{approver.note}”
                        </Typography>
                      )}
                    </Box>
                  );
                })}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
