import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { PopoverMenu } from '../../../../components/ui/popover-menu';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import {
  useAdvanceApplicationMutation,
  useMoveApplicationMutation,
  useUnrejectApplicationMutation,
  type CandidateApplication,
  type CandidateFilterOptions,
} from '../api/candidates-api';
import { RejectApplicationDialog } from './reject-application-dialog';
import { TransferApplicationDialog } from './transfer-application-dialog';

export interface ApplicationActionsProps {
  candidateId: string;
  application: CandidateApplication;
  /** The candidate's jobs, which a transfer cannot lead to. */
  jobIdsOfCandidate: readonly string[];
  options: CandidateFilterOptions | undefined;
}

/** What may be done to one application, each offered only to whoever the server would let do it. */
export function ApplicationActions({
  candidateId,
  application,
  jobIdsOfCandidate,
  options,
}: ApplicationActionsProps) {
  const canMove = useHasPermission('rct.module.job_details.pipeline.edit');
  const canReject = useHasPermission('rct.module.candidates.candidate.reject');
  const canEmail = useHasPermission('rct.module.candidates.email.send');
  const [advance, advancing] = useAdvanceApplicationMutation();
  const [move, moving] = useMoveApplicationMutation();
  const [unreject, unrejecting] = useUnrejectApplicationMutation();
  const [dialog, setDialog] = useState<'reject' | 'transfer' | null>(null);

  const { stage, stages, status } = application;
  const isActive = status === 'active';
  const isLastStage = stage !== null && stages.at(-1)?.id === stage.id;
  const ids = { candidateId, applicationId: application.id };
  // The stage the screen showed goes with each move, so a stale screen is refused rather than obeyed.
  const fromStageId = stage?.id;

  const run = async (action: () => Promise<{ message?: string }>, done: string) => {
    try {
      toastSuccess(successMessage(await action(), done));
    } catch (error) {
      toastError(error);
    }
  };

  const canMoveHere = canMove && isActive && stage !== null && stages.length > 1;
  if (!(canMove && isActive) && !(canReject && status !== 'hired')) return null;

  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      {canMoveHere && (
        <>
          <Button
            variant="contained"
            size="small"
            endIcon={<ArrowForwardIcon />}
            disabled={isLastStage}
            loading={advancing.isLoading}
            onClick={() =>
              void run(() => advance({ ...ids, body: { fromStageId } }).unwrap(), 'Moved to the next stage')
            }
          >
            Advance
          </Button>
          <PopoverMenu
            label="Move to stage"
            buttonText={moving.isLoading ? 'Moving…' : 'Move to stage'}
            items={stages
              .filter((item) => item.id !== stage.id)
              .map((item) => ({
                label: item.name,
                onClick: () =>
                  void run(
                    () => move({ ...ids, body: { toStageId: item.id, fromStageId } }).unwrap(),
                    `Moved to ${item.name}`,
                  ),
              }))}
          />
        </>
      )}
      {canReject && isActive && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => setDialog('reject')}
          disabled={!options}
        >
          Reject
        </Button>
      )}
      {canReject && status === 'rejected' && (
        <Button
          size="small"
          variant="outlined"
          loading={unrejecting.isLoading}
          onClick={() => void run(() => unreject({ ...ids, body: {} }).unwrap(), 'Application unrejected')}
        >
          Unreject
        </Button>
      )}
      {canMove && isActive && (
        <Button size="small" variant="outlined" onClick={() => setDialog('transfer')} disabled={!options}>
          Transfer
        </Button>
      )}
      {dialog === 'reject' && options && (
        <RejectApplicationDialog
          candidateId={candidateId}
          application={application}
          options={options}
          canEmail={canEmail}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'transfer' && options && (
        <TransferApplicationDialog
          candidateId={candidateId}
          application={application}
          jobIdsOfCandidate={jobIdsOfCandidate}
          jobs={options.jobs}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
