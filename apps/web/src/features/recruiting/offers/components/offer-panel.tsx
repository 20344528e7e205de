import { useId, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ApplicationStatus } from '@atrium/shared/schemas/recruiting/applications';
import { loadFailureCopy } from '../../../../components/ui/load-failure-copy';
import { useHasPermission } from '../../../../lib/session-hooks';
import { formatDay } from '../../candidates/utils/candidate-labels';
import { useApplicationOfferQuery, type ApplicationOffer, type Offer } from '../api/offers-api';
import { HireDialog } from './hire-dialog';
import { OfferActions } from './offer-actions';
import { OfferApprovalRound } from './offer-approval-round';
import { OfferFacts, OfferHistory, OfferLetter, OfferStatusChip } from './offer-facts';
import { OfferFormDialog } from './offer-form-dialog';

export interface OfferPanelProps {
  applicationId: string;
  candidateId: string;
  jobId: string;
  applicationStatus: ApplicationStatus;
  /** The hire's first day, once the application is hired. */
  startDate: string | null;
}

/** Where the offer stands, in a sentence. */
function stateLine(offer: Offer, data: ApplicationOffer, isAwaitingMe: boolean): string {
  switch (offer.status) {
    case 'draft':
      if (data.approval?.status === 'rejected')
        return 'Rejected by an approver (their note is below); it is a draft again.';
      return data.needsApproval
        ? "A draft: this job's offers are approved before they are sent."
        : "A draft: this job's offers need no approval, so it can be sent.";
    case 'pending_approval':
      return isAwaitingMe
        ? 'Waiting for your decision.'
        : 'Waiting for the approvers. Whoever asked is told when they decide.';
    case 'approved':
      return 'Approved by every approver: it can be sent.';
    case 'sent':
      return `Sent${offer.sentAt ? ` on ${formatDay(offer.sentAt)}` : ''} to ${offer.candidate.email}; waiting for an answer${
        offer.expiresOn ? ` by ${formatDay(offer.expiresOn)}` : ''
      }.`;
    case 'accepted':
      return `Accepted${offer.resolvedAt ? ` on ${formatDay(offer.resolvedAt)}` : ''}.`;
    case 'declined':
      return `Declined${offer.resolvedAt ? ` on ${formatDay(offer.resolvedAt)}` : ''}. Delete it to make a new offer.`;
    default:
      return '';
  }
}

function CurrentOffer({
  props,
  data,
  offer,
}: {
  props: OfferPanelProps;
  data: ApplicationOffer;
  offer: Offer;
}) {
  const isActive = props.applicationStatus === 'active';
  const canApprove = useHasPermission('rct.module.offers.offer.approve');
  const isAwaitingMe =
    isActive && canApprove && offer.status === 'pending_approval' && Boolean(data.approval?.canDecide);
  return (
    <Paper variant="outlined" sx={{ p: { xxs: 1.5, sm: 2 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <OfferStatusChip offer={offer} />
          <Typography variant="body2" color="text.secondary">
            Version {offer.version} · updated {formatDay(offer.updatedAt)}
          </Typography>
        </Stack>
        <Typography role="status" sx={{ overflowWrap: 'anywhere' }}>
          {stateLine(offer, data, isAwaitingMe)}
        </Typography>
        {offer.responseNote && (
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            “{offer.responseNote}”
          </Typography>
        )}
        <OfferFacts offer={offer} />
        {data.approval && <OfferApprovalRound round={data.approval} />}
        <OfferLetter offer={offer} />
        <OfferActions
          applicationId={props.applicationId}
          candidateId={props.candidateId}
          jobId={props.jobId}
          isActive={isActive}
          offer={offer}
          data={data}
          isAwaitingMe={isAwaitingMe}
        />
        <OfferHistory history={data.history} />
      </Stack>
    </Paper>
  );
}

function NoOffer({ props, data }: { props: OfferPanelProps; data: ApplicationOffer }) {
  const [dialog, setDialog] = useState<'create' | 'hire' | null>(null);
  const canCreate = useHasPermission('rct.module.offers.offer.create');
  const canHire = useHasPermission('rct.module.job_details.pipeline.edit');
  const isActive = props.applicationStatus === 'active';
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        {isActive ? 'No offer yet.' : 'Hired without an offer.'}
      </Typography>
      {isActive && (canCreate || canHire) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canCreate && (
            <Button size="small" variant="contained" onClick={() => setDialog('create')}>
              Create offer
            </Button>
          )}
          {canHire && (
            <Button size="small" onClick={() => setDialog('hire')}>
              Mark as hired
            </Button>
          )}
        </Stack>
      )}
      {dialog === 'create' && (
        <OfferFormDialog
          applicationId={props.applicationId}
          candidateId={props.candidateId}
          jobId={props.jobId}
          offer={null}
          openings={data.openings}
          templates={data.templates}
          customFields={data.customFields}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'hire' && (
        <HireDialog
          applicationId={props.applicationId}
          candidateId={props.candidateId}
          jobId={props.jobId}
          offer={null}
          openings={data.openings}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}

/**
 * An application's offer (issue 19): create it, see its terms, letter and approval, take it through
 * approval, sending and the answer, and hire. Shown for active and hired applications; a hired one
 * is read-only.
 */
export function OfferPanel(props: OfferPanelProps) {
  const headingId = useId();
  const canView = useHasPermission('rct.module.offers.offer.view');
  const isShown = canView && (props.applicationStatus === 'active' || props.applicationStatus === 'hired');
  const offer = useApplicationOfferQuery(props.applicationId, { skip: !isShown });
  if (!isShown) return null;

  const current = offer.data?.current ?? null;
  let body;
  if (offer.isLoading) {
    body = <Skeleton variant="rounded" height={96} role="progressbar" aria-label="Loading the offer" />;
  } else if (!offer.data) {
    const failure = loadFailureCopy(offer.error, 'offer');
    body = (
      <Alert
        severity="error"
        variant="outlined"
        action={
          failure.canRetry && (
            <Button color="inherit" size="small" onClick={() => void offer.refetch()}>
              Try again
            </Button>
          )
        }
      >
        <AlertTitle>{failure.title}</AlertTitle>
        {failure.description}
      </Alert>
    );
  } else if (current) {
    body = <CurrentOffer props={props} data={offer.data} offer={current} />;
  } else {
    body = <NoOffer props={props} data={offer.data} />;
  }

  const isHired = props.applicationStatus === 'hired';
  const { startDate } = props;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {isHired ? `Hired${startDate ? ` · starts ${formatDay(startDate)}` : ''}` : 'Offer'}
      </Typography>
      {body}
    </Box>
  );
}
