import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { saveBlob } from '../../../../lib/download-export';
import { useHasPermission } from '../../../../lib/session-hooks';
import { successMessage, toastError, toastSuccess } from '../../../../lib/toast';
import { useDownloadFileMutation } from '../../jobs/api/job-pipeline-api';
import {
  useDeleteOfferMutation,
  useRequestOfferApprovalMutation,
  type ApplicationOffer,
  type Offer,
} from '../api/offers-api';
import { HireDialog } from './hire-dialog';
import { OfferFormDialog } from './offer-form-dialog';
import { AnswerOfferDialog, OfferDecisionDialog, SendOfferDialog } from './offer-step-dialogs';

type Dialog = 'edit' | 'send' | 'answer' | 'approve' | 'reject' | 'delete' | 'hire' | null;

/** The letter sent: one of the company's files, fetched with the session. */
export function DownloadLetterButton({ offer }: { offer: Offer }) {
  const [download, { isLoading }] = useDownloadFileMutation();
  if (!offer.letterFileId) return null;
  const save = async () => {
    try {
      saveBlob(await download(offer.letterFileId!).unwrap(), `Offer letter - ${offer.candidate.name}.pdf`);
    } catch (error) {
      toastError(error, 'The offer letter could not be downloaded. Try again.');
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={isLoading}
      onClick={() => void save()}
    >
      Download letter (PDF)
    </Button>
  );
}

export interface OfferActionsProps {
  applicationId: string;
  candidateId: string;
  jobId: string;
  isActive: boolean;
  offer: Offer;
  data: ApplicationOffer;
  /** Whether the round waits on the signed-in user's decision (the offer's `approval.canDecide`). */
  isAwaitingMe: boolean;
}

/** What can be done with the offer now, by its status and the person's permissions. */
export function OfferActions({
  applicationId,
  candidateId,
  jobId,
  isActive,
  offer,
  data,
  isAwaitingMe,
}: OfferActionsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const can = {
    create: useHasPermission('rct.module.offers.offer.create'),
    edit: useHasPermission('rct.module.offers.offer.edit'),
    approve: useHasPermission('rct.module.offers.offer.approve'),
    send: useHasPermission('rct.module.offers.offer.send'),
    delete: useHasPermission('rct.module.offers.offer.delete'),
    hire: useHasPermission('rct.module.job_details.pipeline.edit'),
  };
  const [requestApproval, requesting] = useRequestOfferApprovalMutation();
  const [deleteOffer] = useDeleteOfferMutation();
  const target = { applicationId, candidateId, offerId: offer.id, body: undefined };
  const close = () => setDialog(null);
  const { status } = offer;
  const isOpen = !['accepted', 'declined', 'deprecated'].includes(status);
  // A job whose offers go through approval sends a draft only once it is approved.
  const isSendable = status === 'approved' || (status === 'draft' && !data.needsApproval);

  const ask = async () => {
    try {
      const result = await requestApproval(target).unwrap();
      toastSuccess(successMessage(result, 'Approval requested'));
    } catch (error) {
      toastError(error);
    }
  };
  const remove = async () => {
    try {
      const result = await deleteOffer(target).unwrap();
      toastSuccess(successMessage(result, 'Offer deleted'));
      close();
    } catch (error) {
      toastError(error);
      throw error;
    }
  };

  const buttons = [
    isActive && status === 'pending_approval' && isAwaitingMe && can.approve && (
      <Button
        key="approve"
        size="small"
        variant="contained"
        color="success"
        onClick={() => setDialog('approve')}
      >
        Approve
      </Button>
    ),
    isActive && status === 'pending_approval' && isAwaitingMe && can.approve && (
      <Button key="reject" size="small" variant="outlined" color="error" onClick={() => setDialog('reject')}>
        Reject
      </Button>
    ),
    isActive && status === 'draft' && data.needsApproval && can.create && (
      <Button
        key="ask"
        size="small"
        variant="contained"
        loading={requesting.isLoading}
        onClick={() => void ask()}
      >
        Request approval
      </Button>
    ),
    isActive && isSendable && can.send && (
      <Button key="send" size="small" variant="contained" onClick={() => setDialog('send')}>
        Send offer
      </Button>
    ),
    isActive && status === 'sent' && can.edit && (
      <Button key="answer" size="small" variant="contained" onClick={() => setDialog('answer')}>
        Record answer
      </Button>
    ),
    isActive && status === 'accepted' && can.hire && (
      <Button key="hire" size="small" variant="contained" color="success" onClick={() => setDialog('hire')}>
        Mark as hired
      </Button>
    ),
    <DownloadLetterButton key="letter" offer={offer} />,
    isActive && isOpen && can.edit && (
      <Button key="edit" size="small" variant="outlined" onClick={() => setDialog('edit')}>
        Edit
      </Button>
    ),
    isActive && status !== 'accepted' && can.delete && (
      <Button key="delete" size="small" color="error" onClick={() => setDialog('delete')}>
        Delete
      </Button>
    ),
  ].filter(Boolean);

  return (
    <>
      {buttons.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label="Offer actions"
        >
          {buttons}
        </Stack>
      )}
      {dialog === 'edit' && (
        <OfferFormDialog
          applicationId={applicationId}
          candidateId={candidateId}
          jobId={jobId}
          offer={offer}
          openings={data.openings}
          templates={data.templates}
          customFields={data.customFields}
          onClose={close}
        />
      )}
      {dialog === 'send' && <SendOfferDialog offer={offer} candidateId={candidateId} onClose={close} />}
      {dialog === 'answer' && <AnswerOfferDialog offer={offer} candidateId={candidateId} onClose={close} />}
      {(dialog === 'approve' || dialog === 'reject') && (
        <OfferDecisionDialog
          offer={offer}
          candidateId={candidateId}
          decision={dialog === 'approve' ? 'approved' : 'rejected'}
          onClose={close}
        />
      )}
      {dialog === 'hire' && (
        <HireDialog
          applicationId={applicationId}
          candidateId={candidateId}
          jobId={jobId}
          offer={offer}
          openings={data.openings}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete the offer?"
        message={
          <>
            The offer
            {data.history.length > 0 ? ` and its ${data.history.length} earlier version(s)` : ''} will be
            deleted
            {status === 'sent' ? ", and the link in the candidate's email stops working" : ''}. This cannot be
            undone.
          </>
        }
        confirmLabel="Delete offer"
        isDestructive
        onConfirm={remove}
        onCancel={close}
      />
    </>
  );
}
